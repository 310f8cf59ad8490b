import { useState, type FormEvent } from 'react';
import { webhookEventsSchema, type WebhookEndpoint, type WebhookEventType } from '../../../../contracts/webhook';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { useUpdateWebhook } from '../api/webhooks';
import { errorText } from '../../../lib/error-text';
import { FormMessage } from './settings-section';
import { WebhookEventsFieldset, webhookEventsText } from './webhooks-section-events';

/** Changes which events one endpoint receives; closes itself once saved or cancelled. */
export function WebhookEventsForm({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint.events);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateWebhook();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = webhookEventsSchema.safeParse(events);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose at least one event.');
      return;
    }
    setError(null);
    update.mutate(
      { id: endpoint.id, changes: { events: parsed.data } },
      {
        onSuccess: (next) => {
          void notify.success('Webhook Events Saved', `${webhookEventsText(next.events)} now go to ${next.url}.`);
          onClose();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Events sent to ${endpoint.url}`} className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4">
      <WebhookEventsFieldset value={events} onChange={setEvents} error={error} disabled={update.isPending} />
      <FormMessage error={update.isError ? errorText(update.error) : null} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          Save events
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
