import Sparkles from 'lucide-react/icons/sparkles';
import type { RankCheckResult } from '../../../../contracts/rank-check';
import { SERP_FEATURE_LABELS } from '../../../../core/search/serp-features';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

type Citation = NonNullable<RankCheckResult['aiOverview']>;
type Holding = NonNullable<RankCheckResult['serpFeatures']>[number];

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The AI Overview in one line: "Cited #3 of 9 sources", "Not cited: 2 competitors are", "Shown, could not be read". */
function overviewLine(citation: Exclude<Citation, { state: 'none' }>): { text: string; detail: string | null; tone: BadgeTone } {
  if (citation.state === 'unreadable') return { text: 'Shown, could not be read', detail: citation.reason, tone: 'neutral' };
  const others = citation.competitors.map((competitor) => `${competitor.url} (#${competitor.position})`).join(', ');
  if (citation.sitePosition !== null) {
    return { text: `Cited #${citation.sitePosition} of ${plural(citation.sources, 'source')}`, detail: others ? `Also cited: ${others}` : null, tone: 'success' };
  }
  const text = citation.competitors.length > 0 ? `Not cited: ${plural(citation.competitors.length, 'competitor')} ${citation.competitors.length === 1 ? 'is' : 'are'}` : 'Not cited';
  const among = `among ${plural(citation.sources, 'source')}`;
  return { text, detail: others ? `${others} ${citation.competitors.length === 1 ? 'is' : 'are'} cited, ${among}` : `None of yours ${among}`, tone: 'caution' };
}

function holderText(holding: Holding): { text: string; tone: BadgeTone } {
  if (holding.heldBySite) return { text: 'held by you', tone: 'success' };
  if (holding.competitors.length > 0) return { text: `held by ${holding.competitors.join(', ')}`, tone: 'caution' };
  return { text: 'shown', tone: 'neutral' };
}

/**
 * What the first results page showed besides the organic results: Google's AI Overview and whether it cites the
 * site, and each SERP feature with who holds it. Shown when the provider read them; an engine's AI Overview line
 * only where the engine has one (Google).
 */
export function SerpFeaturesPanel({ result }: { result: RankCheckResult }) {
  const features = result.serpFeatures;
  if (!features) return null;
  const overview = result.searchEngine === 'google' ? result.aiOverview : undefined;
  const line = overview && overview.state !== 'none' ? overviewLine(overview) : null;
  return (
    <section aria-labelledby="serp-features-title" className="grid gap-3">
      <h4 id="serp-features-title" className="text-sm font-medium text-muted-foreground">
        On the results page
      </h4>
      {overview ? (
        <div className={cn('flex items-start gap-3 rounded-lg p-3', line ? 'bg-muted' : 'border border-dashed border-border')}>
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <div className="min-w-0 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">AI Overview</span>
              {line ? <Badge tone={line.tone}>{line.text}</Badge> : <span className="text-muted-foreground">None on this page</span>}
            </p>
            {line?.detail ? <p className="mt-1 [overflow-wrap:anywhere] text-muted-foreground">{line.detail}</p> : null}
          </div>
        </div>
      ) : null}
      {features.length > 0 ? (
        <ul aria-label="SERP features" className="flex flex-wrap gap-2">
          {features.map((holding) => {
            const holder = holderText(holding);
            return (
              <li key={holding.feature} className="inline-flex max-w-full flex-wrap items-center gap-1.5 rounded-lg border border-border px-2.5 py-1.5 text-sm">
                <span className="font-medium">{SERP_FEATURE_LABELS[holding.feature]}</span>
                <Badge tone={holder.tone} className="max-w-full [overflow-wrap:anywhere] whitespace-normal">
                  {holder.text}
                </Badge>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No featured snippet, local pack or other feature above the results.</p>
      )}
    </section>
  );
}
