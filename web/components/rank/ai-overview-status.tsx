import { Badge } from '../ui/badge';

/** What a list row knows of an AI Overview: the keyword table's summary, or a check's whole citation. */
export type AiOverviewStatusValue = { state: 'none' } | { state: 'unreadable' } | { state: 'cited'; sitePosition: number | null; sources: number };

/**
 * Whether a check's AI Overview cited the site, in a list's few words: "Cited #2 of 5", "Not cited",
 * "Unreadable", "None", or a dash when it is not known (checked before overviews were read, or not yet).
 */
export function AiOverviewStatus({ overview }: { overview: AiOverviewStatusValue | null }) {
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
