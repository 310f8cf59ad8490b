import { Link } from 'react-router';
import type { TrackedQueryRow } from '../../../../contracts/tracking';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { changeView, rankText } from '../lib/format-tracking';
import { Sparkline } from './sparkline';

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

/** A tracked query at a glance: where it stands, its best, the ranking page, its competitors and its last 30 days. */
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
      size="md"
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
      <div className="mt-5">
        <h3 className="text-sm font-semibold">Last 30 days</h3>
        <div className="mt-2">
          <Sparkline points={row.sparkline} label={`Rank over 30 days: ${row.sparkline.map((point) => rankText(point.rank)).join(', ') || 'no checks'}`} />
        </div>
      </div>
      <Link to={history} className={buttonClasses('outline', 'sm', 'mt-5')}>
        Every check in History
      </Link>
    </DialogFrame>
  );
}
