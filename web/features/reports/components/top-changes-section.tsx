import type { Report } from '../../../../contracts/report';
import { KeywordChangeList } from './keyword-change-list';
import { ReportSection } from './report-section';

interface TopChangesSectionProps {
  top10: Report['top10'];
  top3: Report['top3'];
  accent?: string | null;
}

const GROUPS = [
  { key: 'top10', name: 'top 10' },
  { key: 'top3', name: 'top 3' },
] as const;

/** Keywords that entered or left the top 10 and the top 3 over the period. */
export function TopChangesSection({ top10, top3, accent }: TopChangesSectionProps) {
  const lists = { top10, top3 };
  return (
    <ReportSection id="report-top-title" title="Top 10 and top 3" description="Keywords that got in or dropped out." accent={accent}>
      <div className="grid gap-6 sm:grid-cols-2">
        {GROUPS.flatMap(({ key, name }) => [
          <div key={`${key}-entered`}>
            <h3 className="mb-3 text-sm font-semibold">Entered the {name}</h3>
            <KeywordChangeList keywords={lists[key].entered} empty={`None entered the ${name}.`} />
          </div>,
          <div key={`${key}-left`}>
            <h3 className="mb-3 text-sm font-semibold">Left the {name}</h3>
            <KeywordChangeList keywords={lists[key].left} empty={`None left the ${name}.`} />
          </div>,
        ])}
      </div>
    </ReportSection>
  );
}
