import type { ReportCompetitor } from '../../../../contracts/report';
import { cn } from '../../../lib/cn';
import { averageText } from '../lib/format-report';
import { ReportSection } from './report-section';
import { TableScroller } from './table-scroller';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase whitespace-nowrap';
const td = 'px-3 py-2.5 align-top whitespace-nowrap tabular-nums';

/** How the site did against each competitor it was checked with. */
export function CompetitorsSection({ site, competitors, accent }: { site: string; competitors: ReportCompetitor[]; accent?: string | null }) {
  return (
    <ReportSection
      id="report-competitors-title"
      title="Competitor comparison"
      description="Over the checks that tracked each competitor."
      accent={accent}
    >
      {competitors.length === 0 ? (
        <p className="text-sm text-muted-foreground">No competitors were tracked in this period.</p>
      ) : (
        <TableScroller label="Competitor ranks">
          <table className="w-full border-collapse text-sm">
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className={cn(th, 'pl-5 sm:pl-6')}>Competitor</th>
                <th scope="col" className={cn(th, 'text-right')}>Checks</th>
                <th scope="col" className={cn(th, 'text-right')}>Their average</th>
                <th scope="col" className={cn(th, 'text-right')}>
                  <span className="sr-only">Average of </span>
                  {site}
                </th>
                <th scope="col" className={cn(th, 'pr-5 text-right sm:pr-6')}>Ahead (you / them)</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {competitors.map((competitor) => {
                const total = competitor.siteAhead + competitor.competitorAhead;
                const share = total === 0 ? 0 : (competitor.siteAhead / total) * 100;
                return (
                  <tr key={competitor.url}>
                    <th scope="row" className={cn(td, 'max-w-64 pl-5 text-left font-medium whitespace-normal [overflow-wrap:anywhere] sm:pl-6')}>
                      {competitor.url}
                    </th>
                    <td className={cn(td, 'text-right')}>{competitor.checks}</td>
                    <td className={cn(td, 'text-right')}>{averageText(competitor.averageRank)}</td>
                    <td className={cn(td, 'text-right')}>{averageText(competitor.siteAverageRank)}</td>
                    <td className={cn(td, 'pr-5 sm:pr-6')}>
                      <div className="flex items-center justify-end gap-2">
                        <span
                          aria-hidden="true"
                          className="hidden h-2 w-20 overflow-hidden rounded-full bg-danger-soft sm:block"
                        >
                          <span className="block h-full bg-success" style={{ width: `${share}%` }} />
                        </span>
                        <span>
                          {competitor.siteAhead} / {competitor.competitorAhead}
                        </span>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
    </ReportSection>
  );
}
