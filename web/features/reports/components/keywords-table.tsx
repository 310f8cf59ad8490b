import type { ReportKeyword } from '../../../../contracts/report';
import { rankBand } from '../../../../core/ranking/rank-band';
import { SimulatedBadge } from '../../../components/rank/simulated-badge';
import { SOFT_CLASS, bandTone } from '../../../lib/band-tone';
import { cn } from '../../../lib/cn';
import { queryLabel } from '../../../../core/search/query-label';
import { changeText, keywordKey, rankText } from '../lib/format-report';
import { ReportSection } from './report-section';
import { TableScroller } from './table-scroller';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase whitespace-nowrap';
const td = 'px-3 py-2.5 align-top whitespace-nowrap';

function RankCell({ rank }: { rank: number }) {
  return (
    <span className={cn('inline-block rounded-md px-1.5 py-0.5 text-xs font-semibold', SOFT_CLASS[bandTone(rankBand(rank))])}>
      {rankText(rank)}
    </span>
  );
}

/** Every tracked keyword of the period (keyword + engine + location + device), as the server ordered them. */
export function KeywordsTable({ keywords, accent }: { keywords: ReportKeyword[]; accent?: string | null }) {
  return (
    <ReportSection id="report-keywords-title" title="Keywords" description={`${keywords.length} tracked in this period.`} accent={accent}>
      {keywords.length === 0 ? (
        <p className="text-sm text-muted-foreground">No keyword was checked in this period.</p>
      ) : (
        <TableScroller label="Keyword ranks">
          <table className="w-full border-collapse text-sm">
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className={cn(th, 'pl-5 sm:pl-6')}>Keyword</th>
                <th scope="col" className={th}>Search</th>
                <th scope="col" className={cn(th, 'text-right')}>Checks</th>
                <th scope="col" className={th}>First</th>
                <th scope="col" className={th}>Last</th>
                <th scope="col" className={th}>Best</th>
                <th scope="col" className={cn(th, 'pr-5 text-right sm:pr-6')}>Change</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {keywords.map((keyword) => (
                <tr key={keywordKey(keyword)}>
                  <th scope="row" className={cn(td, 'max-w-64 pl-5 text-left font-medium whitespace-normal break-words sm:pl-6')}>
                    {keyword.keyword}
                    {keyword.simulated ? (
                      <div className="mt-1.5">
                        <SimulatedBadge />
                      </div>
                    ) : null}
                  </th>
                  <td className={cn(td, 'text-muted-foreground')}>{queryLabel(keyword)}</td>
                  <td className={cn(td, 'text-right tabular-nums')}>{keyword.checks}</td>
                  <td className={td}><RankCell rank={keyword.firstRank} /></td>
                  <td className={td}><RankCell rank={keyword.lastRank} /></td>
                  <td className={td}>{keyword.bestRank === null ? '—' : `#${keyword.bestRank}`}</td>
                  <td
                    className={cn(
                      td,
                      'pr-5 text-right font-semibold tabular-nums sm:pr-6',
                      keyword.change > 0 && 'text-success-soft-foreground',
                      keyword.change < 0 && 'text-danger-soft-foreground',
                    )}
                  >
                    {changeText(keyword.change)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </ReportSection>
  );
}
