import type { Report } from '../../../../contracts/report';
import { formatPeriod } from '../lib/report-period';
import { DomainText } from '../../../components/domain-text';

const generated = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The report's title: the site (and the tag it is limited to), its days and when it was made. */
export function ReportHeading({ report, level, eyebrow }: { report: Report; level: 'h1' | 'h2'; eyebrow?: string }) {
  const Heading = level;
  return (
    <div className="min-w-0">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{eyebrow}</p> : null}
      <Heading id="report-title" className={level === 'h1' ? 'text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl' : 'text-2xl font-bold tracking-tight [overflow-wrap:anywhere]'}>
        <DomainText>{report.site}</DomainText>
      </Heading>
      {report.tag ? <p className="mt-1 text-sm font-medium">Keywords tagged “{report.tag}”</p> : null}
      <p className="mt-1 text-muted-foreground">
        {formatPeriod(report.from, report.to)}
        <span aria-hidden="true"> · </span>
        <span className="text-sm">Generated {generated.format(new Date(report.generatedAt))}</span>
      </p>
    </div>
  );
}
