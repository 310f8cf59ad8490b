import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import type { TableSort, TrackedQueryRow } from '../../../../contracts/tracking';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { memo, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { sameJson } from '../../../lib/same-json';
import type { TableView } from '../lib/table-view';
import { useRowWindow, WINDOW_FROM } from '../lib/use-row-window';
import { COLUMNS, shownClass, type CellContext, type KeywordColumn } from './keyword-columns';

interface KeywordTableProps {
  rows: readonly TrackedQueryRow[];
  view: TableView;
  selected: ReadonlySet<string>;
  context: CellContext;
  onSort: (sort: TableSort) => void;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (row: TrackedQueryRow) => void;
  /** The rows are the last view's, shown until the new sort, filter or page arrives. */
  busy?: boolean;
}

function Header({ column, view, onSort }: { column: KeywordColumn; view: TableView; onSort: (sort: TableSort) => void }) {
  const className = cn('px-2 py-2 text-left font-semibold whitespace-nowrap', shownClass(column));
  if (!column.sort) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  const active = view.sort === column.sort;
  const Icon = !active ? ArrowUpDown : view.order === 'asc' ? ArrowUp : ArrowDown;
  const sort = column.sort;
  return (
    <th scope="col" aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : undefined} className={className}>
      <button type="button" onClick={() => onSort(sort)} className={cn('-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 hover:bg-muted hover:text-foreground', active && 'text-foreground')}>
        {column.header}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-60')} />
      </button>
    </th>
  );
}

const queryName = (row: TrackedQueryRow, context: CellContext) => `${row.keyword} (${row.searchEngine}, ${context.locationLabel(row.location)}, ${row.device})`;

interface KeywordRowProps {
  row: TrackedQueryRow;
  /** Its place among the table's rows (aria-rowindex) when only some are rendered. */
  rowIndex: number | undefined;
  selected: boolean;
  context: CellContext;
  onToggle: (id: string) => void;
  onOpen: (row: TrackedQueryRow) => void;
}

/**
 * One tracked query. Rendered again only when its own data, selection or place change: selecting a row, the page
 * around the table changing, or a refetch that brings the same row back (a new object, the same data: showing
 * more rows per page, or a poll while checks run) leaves it as it is. The parent keeps its callbacks stable.
 */
const sameRowProps = (a: KeywordRowProps, b: KeywordRowProps) =>
  a.rowIndex === b.rowIndex && a.selected === b.selected && a.context === b.context && a.onToggle === b.onToggle && a.onOpen === b.onOpen && sameJson(a.row, b.row);

const KeywordRow = memo(function KeywordRow({ row, rowIndex, selected, context, onToggle, onOpen }: KeywordRowProps) {
  return (
    <tr data-query-id={row.id} aria-rowindex={rowIndex} className={cn('border-t border-border align-middle', selected && 'bg-brand-soft/50', !row.isActive && 'text-muted-foreground')}>
      <td className="py-2.5 pr-1 pl-4">
        <SelectCheckbox aria-label={`Select ${queryName(row, context)}`} checked={selected} onChange={() => onToggle(row.id)} />
      </td>
      <th scope="row" className="max-w-[16rem] min-w-[8rem] px-2 py-2.5 text-left font-medium">
        <button type="button" onClick={() => onOpen(row)} className="text-left break-words text-brand underline-offset-2 hover:underline">
          {row.keyword}
        </button>
        <span className="block text-xs font-normal text-muted-foreground md:hidden">
          {ENGINE_LABELS[row.searchEngine]} · {context.locationLabel(row.location)} · {DEVICE_LABELS[row.device]}
        </span>
      </th>
      {COLUMNS.map((column) => (
        <td key={column.id} className={cn('px-2 py-2.5', shownClass(column), column.className)}>
          {column.cell(row, context)}
        </td>
      ))}
    </tr>
  );
}, sameRowProps);

/**
 * The keyword table: a row per tracked query, its columns from COLUMNS. Scrolls sideways inside its frame when
 * a screen is narrower than the columns it shows, never the page; a long one renders the rows near the screen.
 */
export function KeywordTable({ rows, view, selected, context, onSort, onToggle, onToggleAll, onOpen, busy = false }: KeywordTableProps) {
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));
  const body = useRef<HTMLTableSectionElement>(null);
  // Past a few hundred rows only those near the screen are rendered; the table still says how many it has.
  const shown = useRowWindow(rows.length, body);
  const windowed = rows.length >= WINDOW_FROM;
  const columns = COLUMNS.length + 2;
  return (
    <div
      className={cn('overflow-x-auto rounded-xl border border-border bg-card transition-opacity', busy && 'opacity-60')}
      role="region"
      aria-label="Tracked keywords"
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className="w-full text-sm" aria-rowcount={windowed ? rows.length + 1 : undefined}>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 py-2 pr-1 pl-4">
              <SelectCheckbox aria-label="Select every keyword on this page" checked={allSelected} indeterminate={someSelected && !allSelected} onChange={(event) => onToggleAll(event.target.checked)} />
            </th>
            <Header column={{ id: 'keyword', header: 'Keyword', sort: 'keyword', shownFrom: 'always', cell: () => null }} view={view} onSort={onSort} />
            {COLUMNS.map((column) => (
              <Header key={column.id} column={column} view={view} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {shown.before > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: shown.before, padding: 0 }} />
            </tr>
          ) : null}
          {rows.slice(shown.start, shown.end).map((row, index) => (
            <KeywordRow key={row.id} row={row} rowIndex={windowed ? shown.start + index + 2 : undefined} selected={selected.has(row.id)} context={context} onToggle={onToggle} onOpen={onOpen} />
          ))}
          {shown.after > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: shown.after, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
