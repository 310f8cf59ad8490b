import { useId } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../../contracts/webhook';

/** Each event in words, for the checkboxes and the list under each endpoint. */
export const WEBHOOK_EVENT_TEXT: Record<WebhookEventType, { label: string; hint: string }> = {
  'check.completed': { label: 'Check completed', hint: 'Every saved check, by hand or scheduled, with its rank.' },
  'rank.changed': { label: 'Rank changed', hint: 'A rank differs from the previous check of the same keyword.' },
  'alert.fired': { label: 'Alert fired', hint: 'One of your alert rules fired.' },
  'schedule.failed': { label: 'Scheduled check failed', hint: 'A scheduled check gave up after its last attempt.' },
};

/** The events an endpoint receives, in words (in the order of WEBHOOK_EVENT_TYPES). */
export function webhookEventsText(events: readonly WebhookEventType[]): string {
  if (events.length === WEBHOOK_EVENT_TYPES.length) return 'All events';
  return WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))
    .map((type) => WEBHOOK_EVENT_TEXT[type].label)
    .join(', ');
}

interface WebhookEventsFieldsetProps {
  value: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/** A checkbox per event with what it is for; the caller checks that at least one is ticked. */
export function WebhookEventsFieldset({ value, onChange, error, disabled = false }: WebhookEventsFieldsetProps) {
  const id = useId();
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : value.includes(each))));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Events to send</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <div key={type} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-${type}`}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-brand"
              checked={value.includes(type)}
              aria-describedby={`${id}-${type}-hint`}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <div className="min-w-0">
              <label htmlFor={`${id}-${type}`} className="font-medium">
                {WEBHOOK_EVENT_TEXT[type].label}
              </label>
              <p id={`${id}-${type}-hint`} className="text-muted-foreground">
                <code className="text-xs">{type}</code> · {WEBHOOK_EVENT_TEXT[type].hint}
              </p>
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-soft-foreground">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
