import { useId, useState, type FormEvent } from 'react';
import { REPORT_FREQUENCIES, type ReportSchedule } from '../../../../contracts/report';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useDeleteReportSchedule, useSaveReportSchedule } from '../api/report-schedules';
import { FREQUENCY_LABELS, scheduledReportName } from '../lib/frequency-labels';
import { FormFooter } from '../../../components/ui/form-footer';


interface ScheduleFormProps {
  site: string;
  tag: string | null;
  accountEmail: string;
  schedule: ReportSchedule | undefined;
  /** The account has as many schedules as allowed: a new site cannot be added. */
  full: boolean;
  limit: number;
}

/** Frequency and address of the schedule of the site's report (or its tag's), with save and stop. */
export function ScheduleForm({ site, tag, accountEmail, schedule, full, limit }: ScheduleFormProps) {
  const id = useId();
  const [frequency, setFrequency] = useState<ReportSchedule['frequency']>(schedule?.frequency ?? 'weekly');
  const [email, setEmail] = useState(schedule?.email ?? accountEmail);
  const save = useSaveReportSchedule();
  const remove = useDeleteReportSchedule();
  const blocked = full && !schedule;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { site, ...(tag ? { tag } : {}), frequency, ...(email.trim() ? { email: email.trim() } : {}) },
      {
        onSuccess: (saved) =>
          saved.status === 'waiting_for_confirmation'
            ? void notify.success('Confirmation Needed', `${saved.email} gets a link to confirm first; reports start once it is opened.`)
            : void notify.success('Schedule Saved', `${FREQUENCY_LABELS[saved.frequency]} reports go to ${saved.email}.`),
      },
    );
  };
  const error = save.error ?? remove.error;
  return (
    <form onSubmit={submit} aria-label="E-mail schedule" className="grid gap-4">
      <div>
        <Label htmlFor={`${id}-frequency`}>How often</Label>
        <Select id={`${id}-frequency`} value={frequency} onChange={(event) => setFrequency(event.target.value as ReportSchedule['frequency'])}>
          {REPORT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {FREQUENCY_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <TextField
        label="Send to"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        hint="The PDF of the last week or month is attached. Any address but your account's gets a link to confirm first."
      />
      {blocked ? (
        <p role="note" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
          You have {limit} scheduled reports, the most an account can have. Delete one below to add this {tag ? 'report' : 'site'}.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {error.message}
        </p>
      ) : null}
      <FormFooter>
        {schedule ? (
          <Button
            variant="ghost"
            className="text-danger-soft-foreground!"
            disabled={remove.isPending}
            onClick={() => remove.mutate(schedule.id, { onSuccess: () => void notify.success('Schedule Stopped', `No more e-mails for ${scheduledReportName(site, tag)}.`) })}
          >
            {remove.isPending ? <Spinner /> : null}
            Stop e-mails
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending || blocked} aria-busy={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {schedule ? 'Save schedule' : 'Start e-mails'}
        </Button>
      </FormFooter>
    </form>
  );
}
