import { useId } from 'react';
import Trash2 from 'lucide-react/icons/trash-2';
import { HISTORY_SORTS, type HistorySort } from '../../../../contracts/history';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { DEFAULT_ORDER, type HistoryView, type SortOrder } from '../lib/history-view';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';

const SORT_LABELS: Record<HistorySort, Record<SortOrder, string>> = {
  checkedAt: { desc: 'Newest first', asc: 'Oldest first' },
  rank: { asc: 'Best rank first', desc: 'Worst rank first' },
  keyword: { asc: 'Keyword A–Z', desc: 'Keyword Z–A' },
  website: { asc: 'Site A–Z', desc: 'Site Z–A' },
};

interface HistoryToolbarProps {
  view: HistoryView;
  onView: (view: HistoryView) => void;
  /** Narrow screens: cards have no headers, so sorting and 'select all' live here. */
  compact: boolean;
  pageCount: number;
  selectedCount: number;
  selectedOnPage: number;
  onToggleAll: () => void;
  onClearSelection: () => void;
  onDeleteSelected: () => void;
}

export function HistoryToolbar(props: HistoryToolbarProps) {
  const { view, onView, compact, pageCount, selectedCount, selectedOnPage } = props;
  const sortId = useId();
  return (
    <div className="flex min-h-14 flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-2.5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {compact && pageCount > 0 ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            <SelectCheckbox
              checked={selectedOnPage === pageCount}
              indeterminate={selectedOnPage > 0 && selectedOnPage < pageCount}
              onChange={props.onToggleAll}
            />
            Select all on this page
          </label>
        ) : null}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {selectedCount > 0 ? `${selectedCount.toLocaleString()} selected` : compact ? null : 'Select checks to delete them together.'}
        </p>
        {selectedCount > 0 ? (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={props.onDeleteSelected}>
              <Trash2 aria-hidden="true" />
              Delete selected
            </Button>
            <Button size="sm" variant="ghost" onClick={props.onClearSelection}>
              Clear selection
            </Button>
          </div>
        ) : null}
      </div>
      {compact ? (
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap">
            Sort by
          </label>
          <Select
            id={sortId}
            className="h-9 text-sm"
            value={`${view.sort}:${view.order}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':') as [HistorySort, SortOrder];
              onView({ ...view, sort, order });
            }}
          >
            {HISTORY_SORTS.flatMap((sort) =>
              ([DEFAULT_ORDER[sort], DEFAULT_ORDER[sort] === 'asc' ? 'desc' : 'asc'] as const).map((order) => (
                <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                  {SORT_LABELS[sort][order]}
                </option>
              )),
            )}
          </Select>
        </div>
      ) : null}
    </div>
  );
}
