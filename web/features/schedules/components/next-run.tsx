import CalendarClock from 'lucide-react/icons/calendar-clock';
import PauseCircle from 'lucide-react/icons/circle-pause';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { absoluteText, nextRunText } from '../lib/when-text';

/** 'Next run in 3 hours · Wed 25 Nov, 08:00' in the reader's own time, or 'Paused'. */
export function NextRun({ schedule, now }: { schedule: Pick<ScheduledCheck, 'isActive' | 'nextCheckAt'>; now: Date }) {
  if (!schedule.isActive) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <PauseCircle aria-hidden="true" className="size-4 shrink-0" />
        Paused: no runs until resumed
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-sm">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        Next run {nextRunText(schedule.nextCheckAt, now)}
        <span className="text-muted-foreground">
          {' · '}
          <time dateTime={schedule.nextCheckAt}>{absoluteText(schedule.nextCheckAt, now)}</time>
        </span>
      </span>
    </p>
  );
}
