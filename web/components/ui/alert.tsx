import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'brand' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, string> = {
  brand: 'border-brand/30 bg-brand-soft text-brand-soft-foreground',
  success: 'border-success/30 bg-success-soft text-success-soft-foreground',
  warning: 'border-warning/40 bg-warning-soft text-warning-soft-foreground',
  danger: 'border-danger/40 bg-danger-soft text-danger-soft-foreground',
};

interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  icon?: ReactNode;
  title: ReactNode;
}

/** An in-page notice (not a toast): stays while the page is shown. */
export function Alert({ tone = 'brand', icon, title, children, className, ...props }: AlertProps) {
  return (
    <div className={cn('flex gap-3 rounded-lg border p-4 text-sm [&_svg]:size-5 [&_svg]:shrink-0', tones[tone], className)} {...props}>
      {icon}
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1">{children}</div> : null}
      </div>
    </div>
  );
}
