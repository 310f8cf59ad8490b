import Play from 'lucide-react/icons/play';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { useRunNow } from '../api/use-run-now';

interface RunNowButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  schedule: ScheduledCheck;
  /**
   * The row's useRunNow(): held by the row, which outlives the button (the panel shows it only after a
   * failure), so the run's outcome is still announced when the button goes.
   */
  runNow: ReturnType<typeof useRunNow>;
  /** 'Retry now' after a failed run; 'Run now' otherwise. */
  retry?: boolean;
}

/** Queues a run at once and waits for it: disabled and saying so while the run is on its way. */
export function RunNowButton({ schedule, runNow, retry = false, variant = 'outline', size = 'sm', className }: RunNowButtonProps) {
  const { start, queued } = runNow;
  const label = retry ? 'Retry now' : 'Run now';
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        disabled={queued}
        aria-busy={queued}
        aria-label={queued ? undefined : `${label}: ${schedule.keyword} on ${schedule.websiteUrl}`}
        onClick={start}
      >
        {queued ? <Spinner /> : retry ? <RotateCw aria-hidden="true" /> : <Play aria-hidden="true" />}
        {queued ? 'Running…' : label}
      </Button>
      <span role="status" className="sr-only">
        {queued ? `Running “${schedule.keyword}” now` : ''}
      </span>
    </>
  );
}
