import { useId, useState, type FormEvent } from 'react';
import MailWarning from 'lucide-react/icons/mail-warning';
import { ALERT_EMAIL_MODES, type AlertEmailMode, type EmailPreferences } from '../../../../contracts/email-preferences';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { useSaveEmailPreferences } from '../api/email-preferences';
import { errorText } from '../../../lib/error-text';
import { FormMessage } from './settings-section';

const MODES: Record<AlertEmailMode, { label: string; description: string }> = {
  off: { label: 'Off', description: 'No alert e-mails. Alerts still show under the bell when you are signed in.' },
  each: { label: 'Each alert', description: 'One e-mail for every alert, as soon as the check that raised it is saved.' },
  digest: { label: 'Daily digest', description: "One e-mail a day with every alert since the last one, at the time you pick." },
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "8:00 AM" or "08:00", as the browser's language writes a time of day. */
export const hourLabel = (hour: number) => hourFormat.format(Date.UTC(2000, 0, 1, hour));

/** "Europe/Berlin (Central European Time)": the zone's id, with its name when the browser knows one. */
export function timeZoneLabel(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat(undefined, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${timeZone} (${name})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** What the saved preferences do, in one sentence: the state the form starts from. */
export function currentText(saved: EmailPreferences): string {
  if (saved.alertEmails === 'off') return 'Alert e-mails are off.';
  if (!saved.sending) return 'Nothing is sent until your e-mail address is verified.';
  if (saved.alertEmails === 'each') return `Each alert is e-mailed to ${saved.email}.`;
  return `A daily digest goes to ${saved.email} at ${hourLabel(saved.digestHour)}, ${saved.timeZone} time.`;
}

/** Mode (a radio group), the digest hour when the digest is chosen, and Save. */
export function EmailPreferencesForm({ saved }: { saved: EmailPreferences }) {
  const id = useId();
  const [mode, setMode] = useState<AlertEmailMode>(saved.alertEmails);
  const [hour, setHour] = useState(saved.digestHour);
  const save = useSaveEmailPreferences();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { alertEmails: mode, digestHour: hour },
      { onSuccess: (result) => void notify.success('E-mail Preferences Saved', currentText(result)) },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Alert e-mails" className="grid max-w-xl gap-5">
      {saved.emailVerified ? null : (
        <Alert tone="warning" role="status" icon={<MailWarning aria-hidden="true" />} title="Your e-mail address is not verified">
          {saved.notice}
        </Alert>
      )}
      <p className="text-sm break-words">
        <span className="font-medium">Now: </span>
        {currentText(saved)}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Send rank alerts by e-mail</legend>
        {ALERT_EMAIL_MODES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-input p-3 text-sm',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              mode === value && 'border-brand bg-brand-soft/40',
            )}
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}`}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            <span className="min-w-0">
              <span id={`${id}-${value}-label`} className="block font-medium">
                {MODES[value].label}
              </span>
              <span id={`${id}-${value}`} className="block text-muted-foreground">
                {MODES[value].description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === 'digest' ? (
        <div className="max-w-xs">
          <Label htmlFor={`${id}-hour`}>Send the digest at</Label>
          <Select id={`${id}-hour`} value={hour} onChange={(event) => setHour(Number(event.target.value))} aria-describedby={`${id}-zone`}>
            {HOURS.map((value) => (
              <option key={value} value={value}>
                {hourLabel(value)}
              </option>
            ))}
          </Select>
          <p id={`${id}-zone`} className="mt-1.5 text-xs break-words text-muted-foreground">
            Your time zone: {timeZoneLabel(saved.timeZone)}
          </p>
        </div>
      ) : null}
      <FormMessage error={save.isError ? errorText(save.error) : null} />
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save e-mail preferences
        </Button>
      </div>
    </form>
  );
}
