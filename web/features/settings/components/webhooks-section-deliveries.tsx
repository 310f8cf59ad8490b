import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { WebhookDelivery } from '../../../../contracts/webhook';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWebhookDeliveries } from '../api/webhooks';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function formatWebhookTime(iso: string) {
  return <time dateTime={iso}>{when.format(new Date(iso))}</time>;
}

function statusOf(delivery: WebhookDelivery): { label: string; tone: BadgeTone } {
  if (delivery.status === 'succeeded') return { label: 'Delivered', tone: 'success' };
  if (delivery.status === 'failed') return { label: 'Failed', tone: 'danger' };
  return delivery.attempts > 0 ? { label: 'Retrying', tone: 'caution' } : { label: 'Queued', tone: 'neutral' };
}

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const status = statusOf(delivery);
  const facts = [
    delivery.lastStatus !== null ? `HTTP ${delivery.lastStatus}` : null,
    delivery.responseMs !== null ? `${delivery.responseMs} ms` : null,
    `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`,
  ].filter(Boolean);
  return (
    <li className="grid gap-1 py-2.5">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={status.tone}>{status.label}</Badge>
        <code className="font-mono text-xs">{delivery.eventType}</code>
        <span className="text-muted-foreground">{formatWebhookTime(delivery.lastAttemptAt ?? delivery.createdAt)}</span>
      </p>
      <p className="text-muted-foreground">{facts.join(' · ')}</p>
      {delivery.lastError ? <p className="wrap-anywhere text-danger-soft-foreground">{delivery.lastError}</p> : null}
      {delivery.status === 'pending' && delivery.nextAttemptAt ? (
        <p className="text-muted-foreground">Next attempt {formatWebhookTime(delivery.nextAttemptAt)}</p>
      ) : null}
    </li>
  );
}

/** The newest 50 messages sent to one endpoint: what happened to each, newest first. */
export function WebhookDeliveries({ endpointId, label }: { endpointId: string; label: string }) {
  const deliveries = useWebhookDeliveries(endpointId, true);
  if (deliveries.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading deliveries…</span>
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (deliveries.isError) return <LoadError what="the delivery log" error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  const items = deliveries.data.items;
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{items.length === 0 ? 'Nothing sent yet. Send a test to see it here.' : `The newest ${items.length}, newest first.`}</p>
        <Button variant="ghost" size="sm" disabled={deliveries.isFetching} onClick={() => void deliveries.refetch()}>
          <RefreshCw aria-hidden="true" className={deliveries.isFetching ? 'animate-spin' : undefined} />
          Refresh<span className="sr-only"> the delivery log</span>
        </Button>
      </div>
      {items.length > 0 ? (
        <ul aria-label={label} className="divide-y divide-border">
          {items.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
