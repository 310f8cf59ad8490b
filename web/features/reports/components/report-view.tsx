import type { Report } from '../../../../contracts/report';
import { BandDistribution } from './band-distribution';
import { CompetitorsSection } from './competitors-section';
import { DailyAverageChart } from './daily-average-chart';
import { KeywordsTable } from './keywords-table';
import { MoversSection } from './movers-section';
import { SerpFeaturesSection } from './serp-features-section';
import { SimulatedNotice } from './simulated-notice';
import { SummaryTiles } from './summary-tiles';
import { TopChangesSection } from './top-changes-section';
import { VisibilityChart } from './visibility-chart';

/**
 * The body of a period report, shared by /reports and the public /report/:token page. It shows only what
 * the report holds (nothing about its owner), opening with a notice when some checks were simulated; `accent`
 * is the white label's colour when there is one.
 */
export function ReportView({ report, accent }: { report: Report; accent?: string | null }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {report.simulatedChecks > 0 ? (
        <SimulatedNotice simulatedChecks={report.simulatedChecks} totalChecks={report.totals.checks} />
      ) : null}
      <SummaryTiles report={report} accent={accent} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DailyAverageChart days={report.dailyAverage} accent={accent} className="lg:col-span-2" />
        <BandDistribution bands={report.bandDistribution} accent={accent} />
      </div>
      <VisibilityChart points={report.visibility} accent={accent} />
      <SerpFeaturesSection serpFeatures={report.serpFeatures} accent={accent} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <MoversSection movers={report.movers} accent={accent} />
        <TopChangesSection top10={report.top10} top3={report.top3} accent={accent} />
      </div>
      <KeywordsTable keywords={report.keywords} accent={accent} />
      <CompetitorsSection site={report.site} competitors={report.competitors} accent={accent} />
    </div>
  );
}
