import { useId } from 'react';
import { Switch } from 'radix-ui';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { toScheduleInput, useUpdateScheduledCheck } from '../api/save-scheduled-check';
import { absoluteText } from '../lib/when-text';

/** Pause and resume: the schedule is sent back with isActive switched, and the server moves the next run. */
export function ActiveSwitch({ schedule }: { schedule: ScheduledCheck }) {
  const id = useId();
  const update = useUpdateScheduledCheck();
  const toggle = (isActive: boolean) =>
    update.mutate(
      { id: schedule.id, input: { ...toScheduleInput(schedule), isActive } },
      {
        onSuccess: (saved) =>
          void notify.success(
            saved.isActive ? 'Schedule resumed' : 'Schedule paused',
            saved.isActive
              ? `“${saved.keyword}” runs next on ${absoluteText(saved.nextCheckAt, new Date())}.`
              : `“${saved.keyword}” will not run until you resume it.`,
          ),
        onError: (error) => void notify.error('Could not change the schedule', error instanceof ApiError ? error.message : undefined),
      },
    );
  return (
    <div className="flex min-h-9 items-center gap-2">
      <Switch.Root
        id={id}
        checked={schedule.isActive}
        disabled={update.isPending}
        onCheckedChange={toggle}
        aria-label={`Active: “${schedule.keyword}” on ${schedule.websiteUrl}`}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-60',
          'bg-neutral data-[state=checked]:bg-brand',
        )}
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <label htmlFor={id} className="cursor-pointer text-sm font-medium" aria-hidden="true">
        {schedule.isActive ? 'Active' : 'Paused'}
      </label>
    </div>
  );
}
