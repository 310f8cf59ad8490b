import Webhook from 'lucide-react/icons/webhook';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWebhooks } from '../api/webhooks';
import { SettingsSection } from './settings-section';
import { AddWebhookForm } from './webhooks-section-form';
import { WebhookItem } from './webhooks-section-item';

function EmptyState() {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-border p-4 text-sm">
      <Webhook aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div>
        <p className="font-medium">No webhooks yet</p>
        <p className="mt-1 text-muted-foreground">
          Add an address of your own and we will send your checks, rank changes, alerts and failed scheduled checks to
          it as they happen, so your own tools (a chat channel, a spreadsheet, a CRM) hear about them too.
        </p>
      </div>
    </div>
  );
}

/**
 * Settings: the account's webhook endpoints. Each gets the events it chose as signed JSON (Standard Webhooks),
 * can be tested, turned off and on, and shows what was sent to it. Takes no props: it loads its own data.
 */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  return (
    <SettingsSection
      id="webhooks-title"
      title="Webhooks"
      description={
        <>
          Completed checks, rank changes, alerts and failed scheduled checks sent to your own endpoints as JSON, each
          signed with the endpoint&apos;s secret in the{' '}
          <a className="underline underline-offset-2" href="https://www.standardwebhooks.com/" target="_blank" rel="noreferrer">
            Standard Webhooks<span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          format so you can check it came from us.
        </>
      }
    >
      {webhooks.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your webhooks…</span>
          <Skeleton className="h-32" />
        </div>
      ) : webhooks.isError ? (
        <LoadError what="your webhooks" error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : (
        <div className="grid gap-6">
          {webhooks.data.items.length === 0 ? (
            <EmptyState />
          ) : (
            <ul aria-label="Your webhooks" className="divide-y divide-border">
              {webhooks.data.items.map((endpoint) => (
                <WebhookItem key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          )}
          <AddWebhookForm count={webhooks.data.items.length} max={webhooks.data.max} />
        </div>
      )}
    </SettingsSection>
  );
}
