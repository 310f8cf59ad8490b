import Trash from 'lucide-react/icons/trash-2';
import type { ReportSchedule } from '../../../../contracts/report';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { useDeleteReportSchedule } from '../api/report-schedules';
import { FREQUENCY_LABELS, scheduledReportName } from '../lib/frequency-labels';
import { ScheduleStatusBadge } from './schedule-status';

function ScheduleItem({ schedule, paused }: { schedule: ReportSchedule; paused: boolean }) {
  const remove = useDeleteReportSchedule();
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium wrap-anywhere">
          {schedule.site}
          {schedule.tag ? <span className="font-normal text-muted-foreground"> · keywords tagged “{schedule.tag}”</span> : null}
        </p>
        <p className="text-muted-foreground">
          {FREQUENCY_LABELS[schedule.frequency]} · <span className="wrap-anywhere">{schedule.email}</span>
        </p>
        <p>
          <ScheduleStatusBadge schedule={schedule} paused={paused} />
        </p>
        {remove.error ? (
          <p role="alert" className="font-medium text-danger-soft-foreground">
            {remove.error.message}
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 text-danger-soft-foreground!"
        aria-label={`Delete the schedule of ${scheduledReportName(schedule.site, schedule.tag)}`}
        disabled={remove.isPending}
        // The row goes once the list is fetched again, and mutate()'s callbacks would go with it: the toast follows
        // the request's promise (a failure shows under the row, from the mutation's state).
        onClick={() => void remove.mutateAsync(schedule.id).then(() => notify.success('Schedule Deleted', `No more e-mails for ${scheduledReportName(schedule.site, schedule.tag)}.`), () => undefined)}
      >
        {remove.isPending ? <Spinner /> : <Trash aria-hidden="true" />}
      </Button>
    </li>
  );
}

/** Every schedule of the account with its status, each deletable (on any plan), and how many of the allowed are used. */
export function ScheduleList({ schedules, paused, limit }: { schedules: ReportSchedule[]; paused: boolean; limit: number }) {
  return (
    <section aria-labelledby="all-schedules-heading" className="grid gap-1 text-sm">
      <h3 id="all-schedules-heading" className="flex items-baseline justify-between gap-2 font-semibold">
        All your scheduled reports
        <span className="text-xs font-normal text-muted-foreground">
          {schedules.length} of {limit}
        </span>
      </h3>
      <ul aria-label="Scheduled reports" className="divide-y divide-border">
        {schedules.map((schedule) => (
          <ScheduleItem key={schedule.id} schedule={schedule} paused={paused} />
        ))}
      </ul>
    </section>
  );
}
