import type { HistoryEntry, HistorySort } from '../../../../contracts/history';
import type { HistoryView } from '../lib/history-view';

/** What the table (wide screens) and the cards (narrow screens) both need to show one page of checks. */
export interface CheckListProps {
  items: HistoryEntry[];
  view: HistoryView;
  onSort: (sort: HistorySort) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onOpenChart: (entry: HistoryEntry) => void;
  onDelete: (entry: HistoryEntry) => void;
}

/** Accessible name of a check for its checkbox and buttons: keyword, site and time tell rows apart. */
export function checkName(entry: HistoryEntry, when: string): string {
  return `“${entry.keyword}” on ${entry.websiteUrl}, ${when}`;
}
