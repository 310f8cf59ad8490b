import { Link } from 'react-router';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Plus from 'lucide-react/icons/plus';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useScheduledChecks } from '../api/get-scheduled-checks';
import { useRunNow } from '../api/use-run-now';
import { scheduleTrend } from '../lib/outcome';
import { LastOutcome } from './last-outcome';
import { NextRun } from './next-run';
import { QueryBadges } from './query-badges';
import { RankBox } from './rank-box';
import { RunNowButton } from './run-now-button';

/** How many schedules the dashboard shows; the rest are on /schedules. */
export const PANEL_SIZE = 5;

/** Failed ones first (they want attention), then the active ones by next run, paused ones last. */
export function panelOrder(items: ScheduledCheck[]): ScheduledCheck[] {
  const rank = (s: ScheduledCheck) => (s.lastStatus === 'failed' && s.isActive ? 0 : s.isActive ? 1 : 2);
  return [...items].sort((a, b) => rank(a) - rank(b) || Date.parse(a.nextCheckAt) - Date.parse(b.nextCheckAt));
}

function PanelRow({ schedule, now }: { schedule: ScheduledCheck; now: Date }) {
  const trend = scheduleTrend(schedule);
  const runNow = useRunNow(schedule);
  return (
    <li className="flex items-start gap-4 py-3.5">
      <RankBox schedule={schedule} />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div>
          <p className="font-medium break-words">{schedule.keyword}</p>
          <p className="text-sm break-words text-muted-foreground">
            {schedule.websiteUrl}
            {trend ? ` · ${trend.text}` : ''}
          </p>
        </div>
        <QueryBadges schedule={schedule} />
        <NextRun schedule={schedule} now={now} />
        <LastOutcome schedule={schedule} now={now} />
        {schedule.lastStatus === 'failed' || runNow.queued ? (
          <RunNowButton schedule={schedule} runNow={runNow} retry className="justify-self-start" />
        ) : null}
      </div>
    </li>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-5 text-sm">
      <CalendarClock aria-hidden="true" className="size-6 text-brand" />
      <div>
        <p className="font-medium">No scheduled checks yet</p>
        <p className="mt-1 text-muted-foreground">
          Schedule a keyword once and its rank is checked for you every hour, day, week or month, at the time you choose. Each
          result goes to your history and alerts, so you hear when it moves.
        </p>
      </div>
      <Link to={`${paths.schedules}?new=1`} className={buttonClasses('primary', 'sm')}>
        <Plus aria-hidden="true" />
        Schedule a check
      </Link>
    </div>
  );
}

/** The dashboard's 'Scheduled checks': the next few runs, their last rank and outcome, and the way to all of them. */
export function ScheduledChecksPanel() {
  const schedules = useScheduledChecks();
  const now = useNow(30_000);
  const items = schedules.data ? panelOrder(schedules.data) : [];
  const more = items.length - PANEL_SIZE;
  return (
    <Card aria-labelledby="scheduled-checks-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div>
          <CardTitle id="scheduled-checks-title" className="text-lg">
            Scheduled checks
          </CardTitle>
          <CardDescription>Ranks checked for you, on time.</CardDescription>
        </div>
        <Link to={paths.schedules} className="shrink-0 text-sm font-medium text-brand underline-offset-2 hover:underline">
          All scheduled checks
        </Link>
      </CardHeader>
      <CardContent>
        {schedules.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading scheduled checks…</span>
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : schedules.isError ? (
          <LoadError what="your scheduled checks" error={schedules.error} onRetry={() => void schedules.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul className="-mt-3.5 divide-y divide-border">
              {items.slice(0, PANEL_SIZE).map((schedule) => (
                <PanelRow key={schedule.id} schedule={schedule} now={now} />
              ))}
            </ul>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
              <Link to={`${paths.schedules}?new=1`} className={buttonClasses('outline', 'sm')}>
                <Plus aria-hidden="true" />
                Schedule a check
              </Link>
              {more > 0 ? (
                <Link to={paths.schedules} className="text-sm font-medium text-brand underline-offset-2 hover:underline">
                  {more === 1 ? '1 more scheduled check' : `${more} more scheduled checks`}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
