import type { ReportShare } from '../../../../contracts/report';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { notify } from '../../../lib/notify';
import { useRevokeReportShare } from '../api/report-shares';
import { formatPeriod } from '../lib/report-period';
import { shareStatus, type ShareStatus } from '../lib/share-status';
import { CopyLinkButton } from './copy-link-button';

const STATUS: Record<ShareStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function expiryText(share: ReportShare, status: ShareStatus): string {
  if (status === 'revoked' && share.revokedAt) return `Revoked ${dateTime.format(new Date(share.revokedAt))}`;
  if (!share.expiresAt) return 'Never expires';
  return `${status === 'expired' ? 'Expired' : 'Expires'} ${dateTime.format(new Date(share.expiresAt))}`;
}

function ShareRow({ share, now }: { share: ReportShare; now: Date }) {
  const revoke = useRevokeReportShare();
  const status = shareStatus(share, now);
  const created = dateTime.format(new Date(share.createdAt));
  return (
    <li data-share-status={status} className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] text-muted-foreground">{share.url}</p>
        <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {share.rollingDays ? `Always the last ${share.rollingDays} days` : formatPeriod(share.from, share.to)}{share.tag ? ` · tagged “${share.tag}”` : ''} · Created {created} · {expiryText(share, status)}
      </p>
      {status === 'active' ? (
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton url={share.url} aria-label={`Copy link created ${created}`} />
          <Button
            variant="ghost"
            size="sm"
            className="text-danger-soft-foreground!"
            aria-label={`Revoke link created ${created}`}
            disabled={revoke.isPending}
            aria-busy={revoke.isPending}
            onClick={() =>
              revoke.mutate(share.id, {
                onSuccess: () => void notify.success('Link Revoked', 'Anyone opening it now sees that it is no longer available.'),
                onError: (error) => void notify.error('Could Not Revoke', error.message),
              })
            }
          >
            {revoke.isPending ? <Spinner /> : null}
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The site's share links, newest first, with their state and the way to end them. */
export function ShareLinkList({ shares }: { shares: ReportShare[] }) {
  const now = useNow(30_000);
  if (shares.length === 0) return <p className="text-sm text-muted-foreground">No links for this site yet.</p>;
  const newestFirst = [...shares].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ul aria-label="Share links" className="divide-y divide-border">
      {newestFirst.map((share) => (
        <ShareRow key={share.id} share={share} now={now} />
      ))}
    </ul>
  );
}
