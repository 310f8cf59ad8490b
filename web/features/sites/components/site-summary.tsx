import { memo } from 'react';
import type { SiteDetail } from '../../../../contracts/tracking';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { compareText, percentText, pointsText } from '../lib/format-tracking';

function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: 'up' | 'down' }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {note ? <dd className={cn('text-xs', tone === 'up' ? 'text-success' : tone === 'down' ? 'text-danger' : 'text-muted-foreground')}>{note}</dd> : null}
    </div>
  );
}

/** "3 of 40 Google queries; 20 show one, 2 unreadable": what the AI Overview share is a share of. */
function overviewNote(overviews: NonNullable<SiteDetail['aiOverviews']>): string {
  const queries = `${overviews.checked.toLocaleString('en-US')} Google ${overviews.checked === 1 ? 'query' : 'queries'}`;
  const unreadable = overviews.unreadable > 0 ? `, ${overviews.unreadable.toLocaleString('en-US')} unreadable` : '';
  return `${overviews.cited.toLocaleString('en-US')} of ${queries}; ${overviews.shown.toLocaleString('en-US')} show one${unreadable}`;
}

/**
 * A site's figures now: visibility and its change, share of voice, the share of its Google queries whose AI
 * Overview cites it, top 3 and top 10, average position; progress of checks running.
 */
export const SiteSummary = memo(function SiteSummary({ detail, compare }: { detail: SiteDetail; compare: string }) {
  const change = detail.visibilityChange;
  const done = detail.trackedQueries - detail.runsPending;
  return (
    <div className="grid gap-3">
      {detail.runsPending > 0 ? (
        <div className="rounded-xl border border-brand/40 bg-brand-soft/40 p-4" aria-live="polite">
          <p className="text-sm font-medium">
            Checking {detail.runsPending.toLocaleString('en-US')} {detail.runsPending === 1 ? 'query' : 'queries'}… ranks appear as they come in.
          </p>
          <ProgressBar className="mt-2" value={(100 * Math.max(0, done)) / Math.max(1, detail.trackedQueries)} label="Checks done" />
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Figure
          label="Visibility"
          value={percentText(detail.visibility)}
          note={change === null ? undefined : `${pointsText(change)} since ${compareText(compare)}`}
          tone={change === null || Math.abs(change) < 0.05 ? undefined : change > 0 ? 'up' : 'down'}
        />
        <Figure
          label="Share of voice"
          value={detail.shareOfVoice && detail.shareOfVoice.competitors.length ? percentText(detail.shareOfVoice.site) : '—'}
          note={detail.shareOfVoice && detail.shareOfVoice.competitors.length ? `against ${detail.shareOfVoice.competitors.length} competitor${detail.shareOfVoice.competitors.length === 1 ? '' : 's'}` : 'Add competitors to compare'}
        />
        <Figure
          label="Cited in AI Overviews"
          value={detail.aiOverviews ? percentText(detail.aiOverviews.share) : '—'}
          note={detail.aiOverviews ? overviewNote(detail.aiOverviews) : 'Shown once a Google query is checked'}
        />
        <Figure label="In the top 3" value={detail.top3.toLocaleString('en-US')} note={`of ${detail.checkedQueries.toLocaleString('en-US')} checked`} />
        <Figure label="In the top 10" value={detail.top10.toLocaleString('en-US')} note={`of ${detail.checkedQueries.toLocaleString('en-US')} checked`} />
        <Figure label="Average position" value={detail.averagePosition === null ? '—' : detail.averagePosition.toFixed(1)} note={`${detail.keywords.toLocaleString('en-US')} keywords, ${detail.trackedQueries.toLocaleString('en-US')} queries`} />
      </dl>
    </div>
  );
});
