import CircleAlert from 'lucide-react/icons/circle-alert';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { locationName } from '../../../../core/search/query-label';
import type { KeywordRows } from '../lib/keyword-rows';

/** Rows listed in the preview; the rest are counted. */
export const PREVIEW_ROWS = 50;

/** What will be scheduled, row by row, and the lines that will not, with why. */
export function BulkPreview({ rows, lineLabel }: { rows: KeywordRows; lineLabel: string }) {
  const shown = rows.rows.slice(0, PREVIEW_ROWS);
  const hidden = rows.rows.length - shown.length;
  return (
    <div className="grid gap-3">
      {rows.rows.length > 0 ? (
        <div
          className="max-h-72 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
          tabIndex={0}
          role="region"
          aria-label="Keywords to schedule"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Keywords to schedule</caption>
            <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="w-14 px-3 py-2 font-medium max-sm:hidden">
                  {lineLabel}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Keyword
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Search settings
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {shown.map((row) => (
                <tr key={`${row.line}-${row.keyword}`}>
                  {/* A phone needs the width for the keyword: the line number is left to wider screens. */}
                  <td className="px-3 py-1.5 align-top text-muted-foreground tabular-nums max-sm:hidden">{row.line}</td>
                  <td className="px-3 py-1.5 align-top font-medium break-words">
                    {row.keyword}
                    {row.websiteUrl ? <span className="block text-xs font-normal text-muted-foreground [overflow-wrap:anywhere]">{row.websiteUrl}</span> : null}
                  </td>
                  <td className="px-3 py-1.5 align-top text-muted-foreground">
                    {locationName(row.location)} · {ENGINE_LABELS[row.searchEngine]} · {DEVICE_LABELS[row.device]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {hidden > 0 ? (
            <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
              and {hidden.toLocaleString('en')} more
            </p>
          ) : null}
        </div>
      ) : null}
      {rows.duplicates > 0 ? (
        <p className="text-sm text-muted-foreground">
          {rows.duplicates === 1 ? '1 line repeats' : `${rows.duplicates} lines repeat`} a keyword above and will be scheduled once.
        </p>
      ) : null}
      {rows.problems.length > 0 ? (
        <div className="rounded-lg border border-caution/40 bg-caution-soft p-3 text-sm text-caution-soft-foreground">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-4" />
            {rows.problems.length === 1 ? '1 line will be left out' : `${rows.problems.length} lines will be left out`}
          </p>
          <ul className="mt-1.5 grid gap-0.5">
            {rows.problems.slice(0, 20).map((problem) => (
              <li key={problem.line}>
                {lineLabel} {problem.line}: {problem.message}
              </li>
            ))}
            {rows.problems.length > 20 ? <li>and {rows.problems.length - 20} more</li> : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
