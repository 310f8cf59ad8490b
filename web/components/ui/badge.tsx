import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'brand' | 'success' | 'warning' | 'caution' | 'danger' | 'neutral';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-soft text-brand-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  caution: 'bg-caution-soft text-caution-soft-foreground',
  danger: 'bg-danger-soft text-danger-soft-foreground',
  neutral: 'bg-neutral-soft text-neutral-soft-foreground',
};

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
