import { useState, type FormEvent } from 'react';
import Plus from 'lucide-react/icons/plus';
import { WEBHOOK_EVENT_TYPES, webhookCreateSchema, type WebhookEventType } from '../../../../contracts/webhook';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useCreateWebhook } from '../api/webhooks';
import { errorText } from '../../../lib/error-text';
import { FormMessage } from './settings-section';
import { WebhookEventsFieldset } from './webhooks-section-events';

type Field = 'url' | 'description' | 'events';
type FieldErrors = Partial<Record<Field, string>>;
const isField = (value: unknown): value is Field => value === 'url' || value === 'description' || value === 'events';

/** Adds an endpoint receiving the events ticked (all of them at first), checked with the same schema as the route it posts to. */
export function AddWebhookForm({ count, max }: { count: number; max: number }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateWebhook();
  const full = count >= max;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = webhookCreateSchema.safeParse({ url, description, events });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (endpoint) => {
        setUrl('');
        setDescription('');
        setEvents([...WEBHOOK_EVENT_TYPES]);
        void notify.success('Webhook Added', `The events you chose now go to ${endpoint.url}. Send a test to check it.`);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a webhook" className="grid gap-4">
      <h3 className="flex items-baseline justify-between gap-2 font-semibold">
        Add a webhook
        <span className="text-xs font-normal text-muted-foreground">
          {count} of {max}
        </span>
      </h3>
      {full ? (
        <p className="text-sm text-muted-foreground">You have {max} webhooks, the most an account can have. Delete one to add another.</p>
      ) : (
        <>
          <TextField
            label="Endpoint URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/webhooks"
            hint="Where we POST the events you choose as JSON, on the public internet."
            value={url}
            error={errors.url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <TextField
            label="Description (optional)"
            autoComplete="off"
            placeholder="For example: Slack relay"
            value={description}
            error={errors.description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <WebhookEventsFieldset value={events} onChange={setEvents} error={errors.events} />
          <FormMessage error={create.isError ? errorText(create.error) : null} />
          <div>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
              Add webhook
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
