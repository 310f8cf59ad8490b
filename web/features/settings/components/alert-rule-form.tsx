import { useId, useState, type FormEvent } from 'react';
import { alertRuleInputSchema, type AlertRuleInput } from '../../../../contracts/alert-rule';
import { ALERT_TRIGGERS, THRESHOLD_TRIGGERS, TRIGGER_LABELS, type AlertTrigger } from '../../../../core/alerts/alert-rule';
import { ENGINE_LABELS, SEARCH_ENGINES } from '../../../../core/search/engines';
import { LOCATIONS } from '../../../../core/search/locations';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useEmailPreferences } from '../api/email-preferences';
import { useWebhooks } from '../api/webhooks';
import { COOLDOWN_CHOICES, cooldownText, triggerText } from './alert-rule-summary';

export const NEW_RULE: AlertRuleInput = {
  name: '',
  websiteUrl: null,
  keyword: null,
  searchEngine: null,
  location: null,
  tag: null,
  trigger: 'moves_by',
  threshold: 5,
  channels: { inApp: true, email: false, webhook: false },
  cooldownMinutes: 0,
  isActive: true,
};

type FieldErrors = Partial<Record<'name' | 'websiteUrl' | 'keyword' | 'tag' | 'threshold' | 'channels' | 'cooldownMinutes', string>>;

/** Every problem at once: the schema's whole-rule checks only run once its fields are valid, so they are repeated here. */
function fieldErrors(input: AlertRuleInput): FieldErrors | null {
  const parsed = alertRuleInputSchema.safeParse(input);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FieldErrors | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (!input.channels.inApp && !input.channels.email && !input.channels.webhook) errors.channels ??= 'Choose at least one way to be told.';
  if (THRESHOLD_TRIGGERS.has(input.trigger) && input.threshold === null) errors.threshold ??= 'Choose N for this trigger.';
  return errors;
}

interface AlertRuleFormProps {
  initial: AlertRuleInput;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the buttons. */
  serverError: string | null;
  onSubmit: (input: AlertRuleInput) => void;
  onCancel: () => void;
}

/** Add or change one rule: what to watch, when to tell, where, and how often at most. */
export function AlertRuleForm({ initial, submitLabel, pending, serverError, onSubmit, onCancel }: AlertRuleFormProps) {
  const id = useId();
  const [rule, setRule] = useState<AlertRuleInput>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<AlertRuleInput>) => setRule((current) => ({ ...current, ...patch }));
  const needsN = THRESHOLD_TRIGGERS.has(rule.trigger);
  // Unknown while loading counts as ready: the boxes do not flicker for someone who has both set up.
  const emailPreferences = useEmailPreferences();
  const webhooks = useWebhooks();
  const ready = { email: emailPreferences.data?.sending ?? true, webhook: (webhooks.data?.items.length ?? 1) > 0 };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...rule, threshold: needsN ? rule.threshold : null };
    const found = fieldErrors(input);
    setErrors(found ?? {});
    if (!found) onSubmit(input);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4" aria-label={submitLabel}>
      <TextField label="Rule name" value={rule.name} maxLength={80} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-trigger`}>Tell me when a rank</Label>
          <Select id={`${id}-trigger`} value={rule.trigger} onChange={(e) => set({ trigger: e.target.value as AlertTrigger })}>
            {ALERT_TRIGGERS.map((trigger) => (
              <option key={trigger} value={trigger}>
                {TRIGGER_LABELS[trigger]}
              </option>
            ))}
          </Select>
        </div>
        {needsN ? (
          <TextField
            label="N"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={rule.threshold ?? ''}
            error={errors.threshold}
            hint={triggerText({ trigger: rule.trigger, threshold: rule.threshold })}
            onChange={(e) => set({ threshold: e.target.value === '' ? null : Number(e.target.value) })}
          />
        ) : null}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Which checks (leave empty for any)</legend>
        <TextField
          label="Website"
          placeholder="Any site"
          value={rule.websiteUrl ?? ''}
          error={errors.websiteUrl}
          onChange={(e) => set({ websiteUrl: e.target.value || null })}
        />
        <TextField
          label="Keyword"
          placeholder="Any keyword"
          value={rule.keyword ?? ''}
          maxLength={200}
          error={errors.keyword}
          onChange={(e) => set({ keyword: e.target.value || null })}
        />
        <div>
          <Label htmlFor={`${id}-engine`}>Search engine</Label>
          <Select
            id={`${id}-engine`}
            value={rule.searchEngine ?? ''}
            onChange={(e) => set({ searchEngine: (e.target.value || null) as AlertRuleInput['searchEngine'] })}
          >
            <option value="">Any engine</option>
            {SEARCH_ENGINES.map((engine) => (
              <option key={engine} value={engine}>
                {ENGINE_LABELS[engine]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Select
            id={`${id}-location`}
            value={rule.location ?? ''}
            onChange={(e) => set({ location: (e.target.value || null) as AlertRuleInput['location'] })}
          >
            <option value="">Any location</option>
            {LOCATIONS.map((location) => (
              <option key={location.code} value={location.code}>
                {location.label}
              </option>
            ))}
          </Select>
        </div>
        <TextField
          label="Tag"
          placeholder="Any tag"
          value={rule.tag ?? ''}
          maxLength={40}
          error={errors.tag}
          hint="Only keywords tracked with this tag, e.g. a client’s."
          onChange={(e) => set({ tag: e.target.value || null })}
        />
      </fieldset>
      <fieldset aria-describedby={errors.channels ? `${id}-channels-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold">Tell me by</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['inApp', 'In-app notification', null],
              ['email', 'E-mail', ready.email ? null : 'off: turn on alert e-mails above'],
              ['webhook', 'Webhook', ready.webhook ? null : 'none yet: add a webhook below'],
            ] as const
          ).map(([channel, label, notReady]) => (
            <label key={channel} className={cn('flex min-h-9 items-center gap-2 text-sm', notReady && !rule.channels[channel] && 'text-muted-foreground')}>
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={rule.channels[channel]}
                // A channel not set up is not offered; one a rule already has stays, to be turned off.
                disabled={notReady !== null && !rule.channels[channel]}
                aria-describedby={notReady ? `${id}-${channel}-not-ready` : undefined}
                onChange={(e) => set({ channels: { ...rule.channels, [channel]: e.target.checked } })}
              />
              {label}
              {notReady ? (
                <span id={`${id}-${channel}-not-ready`} className="text-xs text-muted-foreground">
                  ({notReady})
                </span>
              ) : null}
            </label>
          ))}
        </div>
        {errors.channels ? (
          <p id={`${id}-channels-error`} className="mt-1.5 text-sm font-medium text-danger-soft-foreground">
            {errors.channels}
          </p>
        ) : null}
      </fieldset>
      <div className="max-w-xs">
        <Label htmlFor={`${id}-cooldown`}>How often at most, per keyword</Label>
        <Select id={`${id}-cooldown`} value={rule.cooldownMinutes} onChange={(e) => set({ cooldownMinutes: Number(e.target.value) })}>
          {COOLDOWN_CHOICES.some((choice) => choice.minutes === rule.cooldownMinutes) ? null : (
            <option value={rule.cooldownMinutes}>{cooldownText(rule.cooldownMinutes)}</option>
          )}
          {COOLDOWN_CHOICES.map((choice) => (
            <option key={choice.minutes} value={choice.minutes}>
              {choice.label}
            </option>
          ))}
        </Select>
      </div>
      {serverError ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
