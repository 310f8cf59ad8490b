import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { OnPage } from '../../../../../contracts/seo-snapshot';
import { DESCRIPTION_ADVICE, DESCRIPTION_LENGTH, TITLE_ADVICE, TITLE_LENGTH } from '../../../../../core/seo/verdicts';
import { Badge } from '../../../../components/ui/badge';
import { LengthVerdictView } from './length-verdict';
import { MobileFriendlyView } from './mobile-friendly';
import { OnPageRow } from './on-page-row';
import { HeadingsView, IndexingView, OpenGraphView, StructuredDataView } from './page-signals';
import { SnapshotSection } from './snapshot-section';

const NOT_SET = <span className="text-muted-foreground">Not set</span>;

/** Section 'On-page metrics': what the page's HTML says, each with the verdict and advice that go with it. */
/** Why only the beginning of a page was analysed (html-facts' limits on the server). */
const READ_STOPPED = {
  elements: 'The page has more than 50,000 HTML elements, so only its first 50,000 were analysed: anything further down is not counted here.',
  nesting: 'The page nests its HTML more than 512 levels deep, deeper than browsers build it, so it was analysed only up to there.',
} as const;

export function OnPageMetrics({ onPage }: { onPage: OnPage }) {
  return (
    <SnapshotSection title="On-page metrics">
      <dl className="divide-y divide-border">
        <OnPageRow label="Title">
          <LengthVerdictView
            text={onPage.title}
            length={onPage.titleLength}
            guide={TITLE_LENGTH}
            advice={TITLE_ADVICE}
            missingText="No title tag found"
          />
          {onPage.titleCount > 1 ? (
            <p className="mt-2 flex items-start gap-1.5 rounded-md bg-warning-soft p-2 text-warning-soft-foreground">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong>Several title tags:</strong> the page has {onPage.titleCount} &lt;title&gt; elements. Search engines
                use only one, so keep the one above and remove the others.
              </span>
            </p>
          ) : null}
        </OnPageRow>
        <OnPageRow label="Meta description">
          <LengthVerdictView
            text={onPage.metaDescription}
            length={onPage.metaDescriptionLength}
            guide={DESCRIPTION_LENGTH}
            advice={DESCRIPTION_ADVICE}
            missingText="No meta description found"
          />
        </OnPageRow>
        <OnPageRow label="Mobile-friendly">
          <MobileFriendlyView value={onPage.isMobileFriendly} viewport={onPage.viewport} />
        </OnPageRow>
        <OnPageRow label="H1 heading">
          <HeadingsView h1={onPage.h1} count={onPage.h1Count} />
        </OnPageRow>
        <OnPageRow label="Canonical URL">{onPage.canonical ? <span className="[overflow-wrap:anywhere]">{onPage.canonical}</span> : NOT_SET}</OnPageRow>
        <OnPageRow label="Indexing">
          <IndexingView noindex={onPage.noindex} />
        </OnPageRow>
        <OnPageRow label="Language">{onPage.language ?? <span className="text-muted-foreground">Not declared</span>}</OnPageRow>
        <OnPageRow label="Open Graph">
          <OpenGraphView openGraph={onPage.openGraph} />
        </OnPageRow>
        <OnPageRow label="Structured data">
          <StructuredDataView types={onPage.structuredDataTypes} />
        </OnPageRow>
        <OnPageRow label="HTTP status">
          <Badge tone={onPage.status >= 200 && onPage.status < 300 ? 'success' : 'danger'}>{onPage.status}</Badge>
        </OnPageRow>
      </dl>
      {onPage.truncated ? (
        <p className="text-xs text-muted-foreground">
          The page is larger than 2 MB, so only its beginning was analysed: anything further down is not counted here.
        </p>
      ) : null}
      {onPage.readStopped ? <p className="text-xs text-muted-foreground">{READ_STOPPED[onPage.readStopped]}</p> : null}
    </SnapshotSection>
  );
}
