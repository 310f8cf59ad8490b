import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import CircleSlash from 'lucide-react/icons/circle-slash';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { cn } from '../../../lib/cn';
import { lastOutcome, type OutcomeKind } from '../lib/outcome';
import { absoluteText, relativeText } from '../lib/when-text';

const LOOK: Record<OutcomeKind, { Icon: typeof CircleCheck; className: string }> = {
  ok: { Icon: CircleCheck, className: 'text-success-soft-foreground' },
  failed: { Icon: CircleAlert, className: 'text-danger-soft-foreground font-medium' },
  skipped: { Icon: CircleSlash, className: 'text-caution-soft-foreground' },
  none: { Icon: CircleDashed, className: 'text-muted-foreground' },
};

/** The last run's outcome in words and colour, with when it ran. */
export function LastOutcome({ schedule, now }: { schedule: ScheduledCheck; now: Date }) {
  const outcome = lastOutcome(schedule);
  const { Icon, className } = LOOK[outcome.kind];
  return (
    <p className={cn('flex items-start gap-1.5 text-sm', className)} data-outcome={outcome.kind}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        {outcome.text}
        {schedule.lastRunAt ? (
          <span className="font-normal text-muted-foreground">
            {' · '}
            <time dateTime={schedule.lastRunAt} title={absoluteText(schedule.lastRunAt, now)}>
              {relativeText(schedule.lastRunAt, now)}
            </time>
          </span>
        ) : null}
      </span>
    </p>
  );
}
