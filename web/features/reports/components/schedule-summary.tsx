import type { ReactNode } from 'react';
import type { ReportSchedule } from '../../../../contracts/report';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { useResendScheduleConfirmation } from '../api/report-schedules';
import { ScheduleStatusBadge } from './schedule-status';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function ResendButton({ schedule }: { schedule: ReportSchedule }) {
  const resend = useResendScheduleConfirmation();
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(schedule.id, { onSuccess: () => void notify.success('Confirmation Sent', `We sent a new link to ${schedule.email}.`) })
        }
      >
        {resend.isPending ? <Spinner /> : null}
        Resend confirmation
      </Button>
      {resend.error ? (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {resend.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** Where the site's schedule stands: status, next and last report, and what the owner can do about a wait. */
export function ScheduleSummary({ schedule, paused }: { schedule: ReportSchedule; paused: boolean }) {
  const sends = schedule.status === 'active' && !paused;
  return (
    <section aria-label="Schedule status" className="grid gap-3 rounded-lg bg-muted p-3 text-sm">
      <dl className="grid gap-1">
        <Row label="Status">
          <ScheduleStatusBadge schedule={schedule} paused={paused} />
        </Row>
        <Row label="Sent to">
          <span className="wrap-anywhere">{schedule.email}</span>
        </Row>
        {sends ? <Row label="Next report">{dateTime.format(new Date(schedule.nextRunAt))}</Row> : null}
        <Row label="Last sent">{schedule.lastSentAt ? dateTime.format(new Date(schedule.lastSentAt)) : 'Not yet'}</Row>
      </dl>
      {schedule.status === 'waiting_for_confirmation' ? (
        <>
          <p>
            We e-mailed a confirmation link to <span className="font-medium wrap-anywhere">{schedule.email}</span>
            {schedule.confirmationSentAt ? ` on ${day.format(new Date(schedule.confirmationSentAt))}` : ''}. Nothing is sent
            there until it is opened; the link works for 7 days.
          </p>
          {paused ? null : <ResendButton schedule={schedule} />}
        </>
      ) : null}
      {schedule.status === 'unsubscribed' ? (
        <p>
          The recipient stopped these e-mails with the link in a report. Saving the schedule again asks them to confirm first (your own
          address resumes at once).
        </p>
      ) : null}
      {schedule.lastFailedAt ? (
        <p role="note" className="rounded-md bg-danger-soft px-3 py-2 text-danger-soft-foreground">
          The last report could not be sent ({day.format(new Date(schedule.lastFailedAt))}): the mail server did not take it. Each report is
          sent at most once, so that one is not sent again; the next goes out as planned.
        </p>
      ) : null}
    </section>
  );
}
