import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import Mail from 'lucide-react/icons/mail';
import X from 'lucide-react/icons/x';
import { REPORT_FREQUENCIES, type ReportSchedule } from '../../../../contracts/report';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useDeleteReportSchedule, useReportSchedules, useSaveReportSchedule } from '../api/report-schedules';

const FREQUENCY_LABELS: Record<ReportSchedule['frequency'], string> = { weekly: 'Weekly', monthly: 'Monthly' };
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

function ScheduleForm({ site, accountEmail, schedule }: { site: string; accountEmail: string; schedule: ReportSchedule | undefined }) {
  const id = useId();
  const [frequency, setFrequency] = useState<ReportSchedule['frequency']>(schedule?.frequency ?? 'weekly');
  const [email, setEmail] = useState(schedule?.email ?? accountEmail);
  const save = useSaveReportSchedule();
  const remove = useDeleteReportSchedule();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { site, frequency, ...(email.trim() ? { email: email.trim() } : {}) },
      { onSuccess: () => void notify.success('Schedule Saved', `${FREQUENCY_LABELS[frequency]} reports go to ${email.trim() || accountEmail}.`) },
    );
  };
  const error = save.error ?? remove.error;
  return (
    <form onSubmit={submit} aria-label="E-mail schedule" className="grid gap-4">
      {schedule ? (
        <dl className="grid gap-1 rounded-lg bg-muted p-3 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Next report:</dt>
            <dd className="font-medium">{dateTime.format(new Date(schedule.nextRunAt))}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Last sent:</dt>
            <dd className="font-medium">{schedule.lastSentAt ? dateTime.format(new Date(schedule.lastSentAt)) : 'Not yet'}</dd>
          </div>
        </dl>
      ) : null}
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
      <TextField label="Send to" type="email" autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} hint="The PDF of the last week or month is attached." />
      {error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {schedule ? (
          <Button
            variant="ghost"
            className="text-danger-soft-foreground!"
            disabled={remove.isPending}
            onClick={() => remove.mutate(schedule.id, { onSuccess: () => void notify.success('Schedule Stopped', `No more e-mails for ${site}.`) })}
          >
            {remove.isPending ? <Spinner /> : null}
            Stop e-mails
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {schedule ? 'Save schedule' : 'Start e-mails'}
        </Button>
      </div>
    </form>
  );
}

/** 'Email schedule': the site's report by e-mail every week or month (plans with scheduled reports). */
export function ScheduleDialog({ site, accountEmail }: { site: string; accountEmail: string }) {
  const [open, setOpen] = useState(false);
  const schedules = useReportSchedules(open);
  const schedule = schedules.data?.find((item) => item.site === site);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClasses('outline', 'sm')}>
        <Mail aria-hidden="true" />
        Email schedule
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100svh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl focus:outline-none sm:p-6">
          <Dialog.Close className={buttonClasses('ghost', 'icon', 'absolute top-2 right-2')} aria-label="Close">
            <X aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className="pr-10 text-xl font-semibold">E-mail this report</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            A PDF report of <span className="font-medium break-all text-foreground">{site}</span> in your inbox, every week or month.
          </Dialog.Description>
          <div className="mt-5">
            {schedules.isPending ? (
              <Skeleton className="h-40" />
            ) : schedules.isError ? (
              <p role="alert" className="text-sm text-danger-soft-foreground">
                Could not load the schedule: {schedules.error.message}
              </p>
            ) : (
              <ScheduleForm key={schedule?.id ?? 'new'} site={site} accountEmail={accountEmail} schedule={schedule} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
