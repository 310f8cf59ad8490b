import type { AiOverviewSummary } from '../../../core/ranking/feature-holdings';
import { ENGINE_LABELS, type SearchEngine } from '../../../core/search/engines';
import { showsAiOverview } from '../../../core/search/serp-features';
import { Badge } from '../ui/badge';

/**
 * Whether a check's AI Overview cited the site, in a list's few words: "Cited #2 of 5", "Not cited",
 * "Unreadable", "None", or a dash when it is not known (checked before overviews were read, or not yet) or the
 * check's `engine` shows none. A check's whole citation reads as its summary.
 */
export function AiOverviewStatus({ overview, engine }: { overview: AiOverviewSummary | null; engine?: SearchEngine }) {
  if (engine !== undefined && !showsAiOverview(engine)) {
    return <span className="text-sm text-muted-foreground">—<span className="sr-only"> ({ENGINE_LABELS[engine]} shows none)</span></span>;
  }
  if (overview === null) return <span className="text-sm text-muted-foreground">—<span className="sr-only"> (not known)</span></span>;
  if (overview.state === 'none') return <span className="text-sm text-muted-foreground">None</span>;
  if (overview.state === 'unreadable') {
    return (
      <span className="text-sm text-muted-foreground" title="An AI Overview was shown but could not be read">
        Unreadable
      </span>
    );
  }
  if (overview.sitePosition === null) return <span className="text-sm whitespace-nowrap text-caution-soft-foreground">Not cited</span>;
  return (
    <Badge tone="success" className="whitespace-nowrap">
      Cited #{overview.sitePosition}
      <span className="font-normal"> of {overview.sources}</span>
    </Badge>
  );
}
