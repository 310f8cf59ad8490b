import { useState } from 'react';
import { Link } from 'react-router';
import Mail from 'lucide-react/icons/mail';
import PauseCircle from 'lucide-react/icons/circle-pause';
import type { ReportSchedules } from '../../../../contracts/report';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useDeleteReportSchedule, useReportSchedules } from '../api/report-schedules';
import { scheduledReportName } from '../lib/frequency-labels';
import { ScheduleForm } from './schedule-form';
import { ScheduleList } from './schedule-list';
import { ScheduleSummary } from './schedule-summary';

function PausedNotice() {
  return (
    <Alert tone="warning" icon={<PauseCircle aria-hidden="true" />} title="Scheduled reports are paused" role="note">
      Your plan no longer includes scheduled e-mail reports, so none is sent until it does again. You can still delete schedules.{' '}
      <Link to={paths.pricing} className="font-semibold underline underline-offset-2">
        See plans
      </Link>
    </Alert>
  );
}

function DeleteSiteSchedule({ id, name }: { id: string; name: string }) {
  const remove = useDeleteReportSchedule();
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      {remove.error ? (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {remove.error.message}
        </p>
      ) : null}
      <Button
        variant="outline"
        className="text-danger-soft-foreground!"
        disabled={remove.isPending}
        // This button goes with the schedule once the list is fetched again, and mutate()'s callbacks with it: the
        // toast follows the request's promise (a failure shows above, from the mutation's state).
        onClick={() => void remove.mutateAsync(id).then(() => notify.success('Schedule Deleted', `No more e-mails for ${name}.`), () => undefined)}
      >
        {remove.isPending ? <Spinner /> : null}
        Delete schedule
      </Button>
    </div>
  );
}

function ScheduleContent({ data, site, tag, accountEmail }: { data: ReportSchedules; site: string; tag: string | null; accountEmail: string }) {
  // The report on screen is the site's whole report or its report for one tag: each has its own schedule.
  const isThis = (item: ReportSchedules['items'][number]) => item.site === site && item.tag === tag;
  const schedule = data.items.find(isThis);
  const others = data.items.filter((item) => !isThis(item));
  const name = scheduledReportName(site, tag);
  return (
    <div className="grid gap-5">
      {data.paused ? <PausedNotice /> : null}
      {schedule ? <ScheduleSummary schedule={schedule} paused={data.paused} /> : null}
      {data.paused ? (
        schedule ? (
          <DeleteSiteSchedule id={schedule.id} name={name} />
        ) : (
          <p className="text-sm text-muted-foreground">{tag ? 'This report has no schedule.' : 'This site has no schedule.'}</p>
        )
      ) : (
        <ScheduleForm
          key={schedule?.id ?? 'new'}
          site={site}
          tag={tag}
          accountEmail={accountEmail}
          schedule={schedule}
          full={data.items.length >= data.limit}
          limit={data.limit}
        />
      )}
      {others.length > 0 || data.paused ? (
        <div className="border-t border-border pt-4">
          <ScheduleList schedules={data.items} paused={data.paused} limit={data.limit} />
        </div>
      ) : null}
    </div>
  );
}

interface ScheduleDialogProps {
  site: string;
  /** The tag the report on screen is limited to; null for the whole site. */
  tag: string | null;
  accountEmail: string;
  /** The plan lacks scheduled reports but the account still has schedules: they can be seen and deleted. */
  paused?: boolean;
}

/** 'Email schedule': the report on screen (the site's, or its tag's) by e-mail every week or month, and every schedule of the account. */
export function ScheduleDialog({ site, tag, accountEmail, paused = false }: ScheduleDialogProps) {
  const [open, setOpen] = useState(false);
  const schedules = useReportSchedules(open);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      size="md"
      trigger={
        <button type="button" className={buttonClasses('outline', 'sm')}>
          {paused ? <PauseCircle aria-hidden="true" className="text-caution" /> : <Mail aria-hidden="true" />}
          Email schedule
          {paused ? <span className="text-muted-foreground">(paused)</span> : null}
        </button>
      }
      title="E-mail this report"
      description={
        <>
          A PDF report of <span className="font-medium [overflow-wrap:anywhere] text-foreground">{site}</span>
          {tag ? (
            <>
              {' '}
              limited to the keywords tagged <span className="font-medium text-foreground">“{tag}”</span>
            </>
          ) : null}{' '}
          by e-mail, every week or month.
        </>
      }
    >
      {schedules.isPending ? (
        <Skeleton className="h-40" />
      ) : schedules.isError ? (
        <p role="alert" className="text-sm text-danger-soft-foreground">
          Could not load the schedule: {schedules.error.message}
        </p>
      ) : (
        <ScheduleContent data={schedules.data} site={site} tag={tag} accountEmail={accountEmail} />
      )}
    </DialogFrame>
  );
}
