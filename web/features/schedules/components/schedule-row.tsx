import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { Button } from '../../../components/ui/button';
import { useRunNow } from '../api/use-run-now';
import { intervalText } from '../lib/interval-text';
import { scheduleTrend } from '../lib/outcome';
import { ActiveSwitch } from './active-switch';
import { LastOutcome } from './last-outcome';
import { NextRun } from './next-run';
import { QueryBadges } from './query-badges';
import { RankBox } from './rank-box';
import { RunHistory } from './run-history';
import { RunNowButton } from './run-now-button';

interface ScheduleRowProps {
  schedule: ScheduledCheck;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
  /** The server's monthly search budget; only against one is a schedule's cost said in searches. */
  searchBudget: number | null;
}

/** One schedule on /schedules: what it checks and when, how the last run went, its controls and its runs. */
export function ScheduleRow({ schedule, now, onEdit, onDelete, searchBudget }: ScheduleRowProps) {
  const trend = scheduleTrend(schedule);
  const runNow = useRunNow(schedule);
  const name = `“${schedule.keyword}” on ${schedule.websiteUrl}`;
  return (
    <li className="grid gap-4 py-5 md:grid-cols-[minmax(0,1fr)_auto]" data-schedule-id={schedule.id}>
      <div className="flex min-w-0 items-start gap-4">
        <RankBox schedule={schedule} />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div>
            <h3 className="font-semibold break-words">{schedule.keyword}</h3>
            {trend ? <p className="text-sm text-muted-foreground">{trend.text}</p> : null}
          </div>
          <QueryBadges schedule={schedule} />
          <p className="text-sm">
            {intervalText(schedule)}
            {searchBudget !== null ? (
              <span className="text-muted-foreground"> · about {schedule.estimatedSearchesPerMonth.toLocaleString('en')} searches a month</span>
            ) : null}
          </p>
          <NextRun schedule={schedule} now={now} />
          <LastOutcome schedule={schedule} now={now} />
          <RunHistory schedule={schedule} now={now} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 pl-16 md:flex-col md:items-end md:pl-0">
        <ActiveSwitch schedule={schedule} />
        <div className="flex flex-wrap gap-2 md:justify-end">
          <RunNowButton schedule={schedule} runNow={runNow} retry={schedule.lastStatus === 'failed'} />
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            <Pencil aria-hidden="true" />
            {/* Icons alone on a phone, so the three actions fit on one line. */}
            <span className="max-sm:sr-only">Edit</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`} className="text-danger-soft-foreground">
            <Trash2 aria-hidden="true" />
            <span className="max-sm:sr-only">Delete</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
