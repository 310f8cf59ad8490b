import Download from 'lucide-react/icons/download';
import Sparkles from 'lucide-react/icons/sparkles';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Tag from 'lucide-react/icons/tag';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import type { BulkAction } from '../../../../contracts/tracking';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import type { AiAnswerEngine } from '../../../../core/search/ai-answers';
import { AiAnswersDialog } from './ai-answers-dialog';
import { TagDialog } from './tag-dialog';

type Action = BulkAction['action'];

interface BulkBarProps {
  selected: number;
  /** Rows the filters match on every page; offered when more than the selection. */
  matching: number;
  pending: Action | 'export' | 'select' | null;
  tags: readonly string[];
  onSelectAll: () => void;
  onClear: () => void;
  onAction: (action: BulkRequest) => Promise<boolean>;
  onExport: () => void;
  /** What the selected keywords on this page sample now and how often they are checked (the AI answers' cost). */
  aiAnswers: { current: readonly AiAnswerEngine[]; checksPerMonth: number | null; allOnPage: boolean };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A bulk action as the bar asks for it: the page adds the selected ids. */
export type BulkRequest = DistributiveOmit<BulkAction, 'ids'>;

const INTERVALS = [
  ['hourly', 'Every hour'],
  ['daily', 'Every day'],
  ['weekly', 'Every week'],
  ['monthly', 'Every month'],
] as const;

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** What can be done to the selected rows at once; shown while any is selected. */
export function BulkBar({ selected, matching, pending, tags, onSelectAll, onClear, onAction, onExport, aiAnswers }: BulkBarProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sampling, setSampling] = useState(false);
  const [tagging, setTagging] = useState<'tag' | 'untag' | null>(null);
  const busy = pending !== null;
  return (
    <div role="region" aria-label="Selected keywords" className="flex flex-wrap items-center gap-2 rounded-xl border border-brand/40 bg-brand-soft/40 px-3 py-2">
      <p className="mr-1 text-sm font-medium" aria-live="polite">
        {plural(selected, 'keyword')} selected
      </p>
      {matching > selected ? (
        <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={busy}>
          Select all {matching.toLocaleString('en-US')}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onClear} disabled={busy}>
        Clear
      </Button>
      <span className="mx-1 hidden h-6 w-px bg-border sm:block" aria-hidden="true" />
      <Button variant="outline" size="sm" onClick={() => setTagging('tag')} disabled={busy}>
        <Tag aria-hidden="true" />
        Tag
      </Button>
      <Button variant="outline" size="sm" onClick={() => setTagging('untag')} disabled={busy || tags.length === 0}>
        Remove tag
      </Button>
      <Button variant="outline" size="sm" onClick={() => void onAction({ action: 'pause' })} disabled={busy}>
        <Pause aria-hidden="true" />
        Pause
      </Button>
      <Button variant="outline" size="sm" onClick={() => void onAction({ action: 'resume' })} disabled={busy}>
        <Play aria-hidden="true" />
        Resume
      </Button>
      <Button variant="outline" size="sm" onClick={() => void onAction({ action: 'run' })} disabled={busy}>
        <RefreshCw aria-hidden="true" />
        Run now
      </Button>
      <div className="w-40">
        <Select
          aria-label="Change the interval of the selected keywords"
          value=""
          disabled={busy}
          className="h-9 text-sm"
          onChange={(event) => {
            const interval = INTERVALS.find(([value]) => value === event.target.value);
            if (interval) void onAction({ action: 'interval', intervalType: interval[0], intervalValue: 1 });
          }}
        >
          <option value="">Interval…</option>
          {INTERVALS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="outline" size="sm" onClick={() => setSampling(true)} disabled={busy}>
        <Sparkles aria-hidden="true" />
        AI answers
      </Button>
      <Button variant="outline" size="sm" onClick={onExport} disabled={busy}>
        <Download aria-hidden="true" />
        Export CSV
      </Button>
      <Button variant="danger" size="sm" onClick={() => setConfirmDelete(true)} disabled={busy}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        pending={pending === 'delete'}
        title={`Stop tracking ${plural(selected, 'keyword')}?`}
        description="Their schedules and tags go. The checks they saved stay in your history."
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        danger
        onConfirm={() => void onAction({ action: 'delete' }).then((done) => done && setConfirmDelete(false))}
      />
      {sampling ? (
        <AiAnswersDialog
          open
          count={selected}
          current={aiAnswers.current}
          checksPerMonth={aiAnswers.checksPerMonth}
          allOnPage={aiAnswers.allOnPage}
          pending={pending === 'ai_answers'}
          onClose={() => setSampling(false)}
          onSubmit={(engines) => void onAction({ action: 'ai_answers', engines }).then((done) => done && setSampling(false))}
        />
      ) : null}
      <TagDialog
        mode={tagging}
        tags={tags}
        count={selected}
        pending={pending === 'tag' || pending === 'untag'}
        onClose={() => setTagging(null)}
        onSubmit={(mode, chosen) => void onAction({ action: mode, tags: chosen }).then((done) => done && setTagging(null))}
      />
    </div>
  );
}
