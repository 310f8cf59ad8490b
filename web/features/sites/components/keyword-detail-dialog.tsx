import { Link } from 'react-router';
import type { TrackedQueryRow } from '../../../../contracts/tracking';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useKeywordDetail, useKeywordSeries } from '../api/sites';
import { changeView, rankText } from '../lib/format-tracking';
import { AiAnswersSection } from './ai-answers-section';
import { KeywordRankChart } from './keyword-rank-chart';
import { KeywordSerpList } from './keyword-serp-list';

interface KeywordDetailDialogProps {
  site: string;
  row: TrackedQueryRow | null;
  locationLabel: (code: string) => string;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

const SEO_FIELDS: Record<string, string> = {
  title: 'Title',
  metaDescription: 'Meta description',
  isMobileFriendly: 'Mobile friendly',
  canonical: 'Canonical URL',
  noindex: 'Noindex',
  h1: 'H1',
};
const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** What the server knows beyond the row: the results page, the page's changes and the alerts. */
function DetailSections({ site, row }: { site: string; row: TrackedQueryRow }) {
  const detail = useKeywordDetail(site, row.id);
  const series = useKeywordSeries({ site, keyword: row.keyword, searchEngine: row.searchEngine, location: row.location, device: row.device }, true);
  const now = useNow(60_000);
  return (
    <>
      <Section title="Rank over time">
        {series.isError ? <LoadError what="the chart" error={series.error} onRetry={() => void series.refetch()} /> : <KeywordRankChart series={series.data} site={site} />}
      </Section>
      {detail.isPending ? (
        <Skeleton className="mt-6 h-40 w-full" />
      ) : detail.isError ? (
        <LoadError className="mt-6" what="the keyword's details" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          {detail.data.aiAnswers.length > 0 ? (
            <Section title="AI answers">
              <AiAnswersSection engines={detail.data.aiAnswers} />
            </Section>
          ) : null}
          <Section title="Results of the latest check">
            {detail.data.serp ? <KeywordSerpList serp={detail.data.serp} now={now} /> : <p className="text-sm text-muted-foreground">Kept from the next check on.</p>}
          </Section>
          <Section title="Page changes">
            {detail.data.seoChanges.length === 0 ? (
              <p className="text-sm text-muted-foreground">No change to the ranking page’s title, description, H1, canonical or indexing seen.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {detail.data.seoChanges.map((entry) => (
                  <li key={entry.checkedAt}>
                    <span className="text-muted-foreground">{WHEN.format(new Date(entry.checkedAt))}: </span>
                    {entry.changes.map((change) => `${SEO_FIELDS[change.field] ?? change.field} ${change.before ?? '—'} → ${change.after ?? '—'}`).join('; ')}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Alerts">
            {detail.data.alerts.length === 0 ? (
              <p className="text-sm text-muted-foreground">None yet.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {detail.data.alerts.map((alert) => (
                  <li key={`${alert.createdAt}-${alert.title}`}>
                    <span className="font-medium">{alert.title}</span> <span className="text-muted-foreground">· {WHEN.format(new Date(alert.createdAt))}</span>
                    <p className="text-muted-foreground">{alert.message}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </>
  );
}

/**
 * A tracked query in full: where it stands, its best, the ranking page, its competitors, its chart with theirs,
 * the latest results page with them marked, the page's changes and its alerts.
 */
export function KeywordDetailDialog({ site, row, locationLabel, onClose }: KeywordDetailDialogProps) {
  if (!row) return null;
  const change = changeView(row);
  const history = `${paths.history}?${new URLSearchParams({ site, keyword: row.keyword, engine: row.searchEngine, location: row.location, device: row.device }).toString()}`;
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={row.keyword}
      description={`${ENGINE_LABELS[row.searchEngine]} · ${locationLabel(row.location)} · ${DEVICE_LABELS[row.device]}`}
      size="lg"
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Rank now">{rankText(row.rank)}</Fact>
        <Fact label="Change">{change.label}</Fact>
        <Fact label="Best rank">{row.bestRank === null ? '—' : `#${row.bestRank}`}</Fact>
        <Fact label="Ranking page">
          {row.rankingUrl ? (
            <a href={row.rankingUrl} target="_blank" rel="noreferrer noopener" className="text-brand underline-offset-2 hover:underline">
              {row.rankingUrl}
            </a>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Tags">{row.tags.length ? row.tags.join(', ') : 'None'}</Fact>
        <Fact label="Checked">{row.isActive ? `Every ${row.intervalValue > 1 ? `${row.intervalValue} ` : ''}${{ hourly: 'hour', daily: 'day', weekly: 'week', monthly: 'month' }[row.intervalType]}${row.intervalValue > 1 ? 's' : ''}` : 'Paused'}</Fact>
      </dl>
      {row.competitors.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold">Competitors at the last check</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {row.competitors.map((competitor) => (
              <li key={competitor.url} className="flex justify-between gap-3 border-b border-border py-1">
                <span className="[overflow-wrap:anywhere]">{competitor.url}</span>
                <span className="font-medium tabular-nums">{rankText(competitor.rank)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DetailSections site={site} row={row} />
      <Link to={history} className={buttonClasses('outline', 'sm', 'mt-5')}>
        Every check in History
      </Link>
    </DialogFrame>
  );
}
