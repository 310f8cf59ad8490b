import type { Report } from '../../../../contracts/report';
import { KeywordChangeList } from './keyword-change-list';
import { ReportSection } from './report-section';

/** Biggest movers up and down between the first and last check of the period. */
export function MoversSection({ movers, accent }: { movers: Report['movers']; accent?: string | null }) {
  return (
    <ReportSection id="report-movers-title" title="Biggest movers" description="From the first to the last check of the period." accent={accent}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="mb-3 text-sm font-semibold text-success-soft-foreground">Moved up</h3>
          <KeywordChangeList keywords={movers.up} empty="No keyword moved up." />
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold text-danger-soft-foreground">Moved down</h3>
          <KeywordChangeList keywords={movers.down} empty="No keyword moved down." />
        </div>
      </div>
    </ReportSection>
  );
}
