import { useEffect, useRef, useState } from 'react';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { Competitor } from '../../../../contracts/competitor';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { scopeText } from '../lib/format';
import { CompetitorHistory } from './competitor-history';
import { CompetitorStatistics } from './competitor-statistics';

interface CompetitorItemProps {
  competitor: Competitor;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
  /** Just added or saved: its heading takes the focus the closed form had. */
  focus?: boolean;
}

/** One tracked competitor: what it is tracked for, its statistics and history, edit and remove (confirmed). */
export function CompetitorItem({ competitor, onEdit, onRemove, removing, focus = false }: CompetitorItemProps) {
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  const name = competitor.competitorName ?? competitor.competitorUrl;
  const headingId = `competitor-${competitor.id}-title`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold break-words focus:outline-none">
              {name}
            </h2>
            {competitor.competitorName ? <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{competitor.competitorUrl}</p> : null}
            <p className="mt-1 text-sm text-muted-foreground">{scopeText(competitor.searchEngines, competitor.locations)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            {confirming ? null : (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Remove ${name}`}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
          </div>
        </div>
        {confirming ? (
          <div role="group" aria-label={`Remove ${name}`} className="flex flex-wrap items-center gap-2 rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-foreground">
            <p className="w-full">Stop tracking {name}? Your checks that included it stay in your history.</p>
            <Button variant="outline" size="sm" className="border-danger" disabled={removing} aria-busy={removing} onClick={onRemove}>
              Stop tracking
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-1.5" aria-label="Keywords">
          {competitor.keywords.length === 0 ? (
            <span className="text-sm text-muted-foreground">Every keyword</span>
          ) : (
            competitor.keywords.map((keyword) => (
              <Badge key={keyword} tone="brand">
                {keyword}
              </Badge>
            ))
          )}
          {competitor.autoTrack ? null : <Badge tone="neutral">Not suggested</Badge>}
        </div>
        <CompetitorStatistics id={competitor.id} name={name} />
        <CompetitorHistory id={competitor.id} name={name} />
      </article>
    </li>
  );
}
