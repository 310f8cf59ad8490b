import { errorText } from '../../../lib/error-text';
import { useState } from 'react';
import Plus from 'lucide-react/icons/plus';
import type { Competitor } from '../../../../contracts/competitor';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { site } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { toCompetitorInput, trackedTitle, useCompetitorMutations, useCompetitors } from '../api/competitors';
import { NEW_COMPETITOR, toInput } from '../lib/competitor-form-values';
import { CompetitorDiscovery } from './competitor-discovery';
import { CompetitorForm } from './competitor-form';
import { CompetitorItem } from './competitor-item';
import { CompetitorsEmpty, CompetitorsRestricted, CompetitorsSkeleton } from './competitors-states';

type Editing = { kind: 'new' } | { kind: 'edit'; competitor: Competitor } | null;

const isRestricted = (error: unknown) => error instanceof ApiError && error.code === 'FEATURE_RESTRICTED';

/** /competitors — the competitors a user tracks: add, edit and remove them, each with its statistics and history. */
export function CompetitorsPage() {
  useDocumentTitle(`Competitors — ${site.name}`);
  const competitors = useCompetitors();
  const { create, update, remove } = useCompetitorMutations();
  const [editing, setEditing] = useState<Editing>(null);
  // The competitor whose form just closed after saving: its heading takes the focus the form had.
  const [focusId, setFocusId] = useState<string | null>(null);
  const items = competitors.data?.items ?? [];
  const max = competitors.data?.max ?? 0;
  const full = competitors.data !== undefined && items.length >= max;

  const startEditing = (next: Editing) => {
    create.reset();
    update.reset();
    setFocusId(null);
    setEditing(next);
  };
  const removeCompetitor = (competitor: Competitor) =>
    remove.mutate(competitor.id, {
      onSuccess: () => void notify.success('Competitor Removed', `${competitor.competitorName ?? competitor.competitorUrl} is no longer tracked.`),
      onError: (error) => void notify.error('Error', errorText(error)),
    });

  const addForm = (
    <CompetitorForm
      initial={toInput(NEW_COMPETITOR)}
      submitLabel="Add competitor"
      pending={create.isPending}
      serverError={create.isError ? errorText(create.error) : null}
      onCancel={() => setEditing(null)}
      onSubmit={(input) =>
        create.mutate(input, {
          onSuccess: (tracked) => {
            const saved = tracked.competitor;
            setEditing(null);
            setFocusId(saved.id);
            const name = saved.competitorName ?? saved.competitorUrl;
            void notify.success(
              trackedTitle(tracked),
              tracked.created ? `${name} is now tracked.` : `${name} was already tracked: it now has these keywords, locations and engines too.`,
            );
          },
        })
      }
    />
  );

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Competitors</h1>
          <p className="mt-1 text-muted-foreground">The sites you compete with, and how they rank beside you.</p>
        </div>
        {competitors.data && items.length > 0 && editing?.kind !== 'new' ? (
          <Button onClick={() => startEditing({ kind: 'new' })} disabled={full}>
            <Plus aria-hidden="true" />
            Add competitor
          </Button>
        ) : null}
      </header>

      {competitors.isPending ? (
        <CompetitorsSkeleton />
      ) : competitors.isError && isRestricted(competitors.error) ? (
        <CompetitorsRestricted />
      ) : competitors.isError ? (
        <LoadError what="your competitors" error={competitors.error} onRetry={() => void competitors.refetch()} />
      ) : (
        <>
          {editing?.kind === 'new' ? addForm : items.length === 0 ? <CompetitorsEmpty onAdd={() => startEditing({ kind: 'new' })} /> : null}
          {full ? <p className="text-sm text-muted-foreground">You track {max} competitors, the most an account can. Remove one to add another.</p> : null}
          {items.length > 0 ? (
            <ul className="grid gap-4" aria-label="Tracked competitors">
              {items.map((competitor) =>
                editing?.kind === 'edit' && editing.competitor.id === competitor.id ? (
                  <li key={competitor.id}>
                    <CompetitorForm
                      initial={toCompetitorInput(competitor)}
                      submitLabel="Save competitor"
                      pending={update.isPending}
                      serverError={update.isError ? errorText(update.error) : null}
                      onCancel={() => setEditing(null)}
                      onSubmit={(input) =>
                        update.mutate(
                          { id: competitor.id, input },
                          {
                            onSuccess: (saved) => {
                              setEditing(null);
                              setFocusId(saved.id);
                              void notify.success('Competitor Updated', `${saved.competitorName ?? saved.competitorUrl} was saved.`);
                            },
                          },
                        )
                      }
                    />
                  </li>
                ) : (
                  <CompetitorItem
                    key={competitor.id}
                    competitor={competitor}
                    onEdit={() => startEditing({ kind: 'edit', competitor })}
                    onRemove={() => removeCompetitor(competitor)}
                    removing={remove.isPending && remove.variables === competitor.id}
                    focus={focusId === competitor.id}
                  />
                ),
              )}
            </ul>
          ) : null}
          <CompetitorDiscovery canTrack={!full} />
        </>
      )}
    </div>
  );
}
