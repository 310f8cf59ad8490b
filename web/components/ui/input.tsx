import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'block h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground ' +
  'placeholder:text-muted-foreground shadow-xs transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClasses, className)} {...props} />;
}
