import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The buttons at the end of a form or dialog: side by side on the right from the sm breakpoint, stacked below
 * it with the main action on top (children go in reading order: Cancel first, the action last).
 */
export function FormFooter({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}
