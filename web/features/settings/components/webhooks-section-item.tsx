import { useId, useState } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ListChecks from 'lucide-react/icons/list-checks';
import KeyRound from 'lucide-react/icons/key-round';
import Power from 'lucide-react/icons/power';
import Send from 'lucide-react/icons/send';
import Trash from 'lucide-react/icons/trash-2';
import type { WebhookEndpoint, WebhookTestResult } from '../../../../contracts/webhook';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { useDeleteWebhook, useRotateWebhookSecret, useSendTestWebhook, useUpdateWebhook } from '../api/webhooks';
import { errorText } from '../../../lib/error-text';
import { FormMessage } from './settings-section';
import { ConfirmButton } from './webhooks-section-confirm';
import { WebhookDeliveries, formatWebhookTime } from './webhooks-section-deliveries';
import { webhookEventsText } from './webhooks-section-events';
import { WebhookEventsForm } from './webhooks-section-events-form';
import { WebhookSecret } from './webhooks-section-secret';

function StatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.isActive) return <Badge tone="success">Active</Badge>;
  return endpoint.disabledReason ? <Badge tone="danger">Turned off after failures</Badge> : <Badge tone="neutral">Turned off</Badge>;
}

export function testOutcomeText(result: WebhookTestResult): string {
  if (result.ok) return `Test delivered: the endpoint answered HTTP ${result.status} in ${result.durationMs} ms.`;
  return `Test failed: ${result.error ?? 'the endpoint did not accept it.'}`;
}

/** One endpoint: its state, events, secret, a test, the switch, the secret's rotation, deletion and its delivery log. */
export function WebhookItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const nameId = useId();
  const logId = useId();
  const eventsId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const [editingEvents, setEditingEvents] = useState(false);
  const eventsButtonId = useId();
  const closeEvents = () => {
    setEditingEvents(false);
    // Back to the button that opened the form, so keyboard users are not sent to the top of the page.
    requestAnimationFrame(() => document.getElementById(eventsButtonId)?.focus());
  };
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const test = useSendTestWebhook();

  const toggle = () =>
    update.mutate(
      { id: endpoint.id, changes: { isActive: !endpoint.isActive } },
      { onSuccess: (next) => void notify.success(next.isActive ? 'Webhook Turned On' : 'Webhook Turned Off', next.url) },
    );

  return (
    <li aria-labelledby={nameId} className="grid gap-3 py-4 text-sm">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className="min-w-0 font-medium [overflow-wrap:anywhere]">
            {endpoint.url}
          </p>
          <StatusBadge endpoint={endpoint} />
        </div>
        {endpoint.description ? <p className="text-muted-foreground wrap-anywhere">{endpoint.description}</p> : null}
        <p>
          <span className="text-muted-foreground">Sends: </span>
          {webhookEventsText(endpoint.events)}
        </p>
        {!endpoint.isActive && endpoint.disabledReason ? (
          <p className="rounded-md bg-danger-soft px-3 py-2 text-danger-soft-foreground">
            {endpoint.disabledReason} Nothing is sent to it until you turn it back on
            {endpoint.disabledAt ? <> (turned off {formatWebhookTime(endpoint.disabledAt)})</> : null}.
          </p>
        ) : null}
        {endpoint.isActive && endpoint.consecutiveFailures > 0 ? (
          <p className="text-caution-soft-foreground">
            {endpoint.consecutiveFailures} failed {endpoint.consecutiveFailures === 1 ? 'attempt' : 'attempts'} in a row. At 10 the webhook is
            turned off.
          </p>
        ) : null}
      </div>
      <WebhookSecret secret={endpoint.secret} />
      <FormMessage
        error={test.isError ? errorText(test.error) : test.data && !test.data.ok ? testOutcomeText(test.data) : null}
        success={test.data?.ok ? testOutcomeText(test.data) : null}
      />
      <FormMessage error={update.isError ? errorText(update.error) : null} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={test.isPending} aria-busy={test.isPending} onClick={() => test.mutate(endpoint.id)}>
          {test.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          Send test
        </Button>
        <Button
          id={eventsButtonId}
          variant="outline"
          size="sm"
          aria-expanded={editingEvents}
          aria-controls={eventsId}
          onClick={() => (editingEvents ? closeEvents() : setEditingEvents(true))}
        >
          <ListChecks aria-hidden="true" />
          Change events
        </Button>
        <Button variant="outline" size="sm" disabled={update.isPending} aria-busy={update.isPending} onClick={toggle}>
          {update.isPending ? <Spinner /> : <Power aria-hidden="true" />}
          {endpoint.isActive ? 'Turn off' : 'Turn back on'}
        </Button>
        <ConfirmButton
          trigger={
            <>
              <KeyRound aria-hidden="true" />
              Rotate secret
            </>
          }
          title="Rotate the signing secret?"
          description="A new secret replaces this one at once: messages from now on are signed with it, and your receiver will reject them until you give it the new secret."
          confirmLabel="Rotate secret"
          error={rotate.isError ? errorText(rotate.error) : null}
          onConfirm={() =>
            rotate.mutateAsync(endpoint.id).then(() => void notify.success('Secret Rotated', 'Give your receiver the new signing secret.'))
          }
        />
        <ConfirmButton
          danger
          trigger={
            <>
              <Trash aria-hidden="true" />
              Delete
            </>
          }
          title="Delete this webhook?"
          description={
            <>
              Nothing more is sent to <span className="font-medium [overflow-wrap:anywhere] text-foreground">{endpoint.url}</span>, and its delivery log is deleted.
            </>
          }
          confirmLabel="Delete webhook"
          error={remove.isError ? errorText(remove.error) : null}
          onConfirm={() => remove.mutateAsync(endpoint.id).then(() => void notify.success('Webhook Deleted', endpoint.url))}
        />
        <Button variant="ghost" size="sm" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen((open) => !open)}>
          <ChevronDown aria-hidden="true" className={cn('transition-transform', logOpen && 'rotate-180')} />
          Deliveries
        </Button>
      </div>
      <div id={eventsId} hidden={!editingEvents}>
        {editingEvents ? <WebhookEventsForm endpoint={endpoint} onClose={closeEvents} /> : null}
      </div>
      <div id={logId} hidden={!logOpen}>
        {logOpen ? <WebhookDeliveries endpointId={endpoint.id} label={`Deliveries to ${endpoint.url}`} /> : null}
      </div>
    </li>
  );
}
