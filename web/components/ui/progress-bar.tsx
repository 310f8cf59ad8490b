import { cn } from '../../lib/cn';

interface ProgressBarProps {
  /** 0..100; undefined draws an indeterminate bar. */
  value: number | undefined;
  label: string;
  className?: string;
  barClassName?: string;
}

export function ProgressBar({ value, label, className, barClassName }: ProgressBarProps) {
  const clamped = value === undefined ? undefined : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full bg-brand transition-[width] duration-500 ease-out',
          clamped === undefined && 'w-2/5 animate-[progress-indeterminate_1.2s_ease-in-out_infinite]',
          barClassName,
        )}
        style={clamped === undefined ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
