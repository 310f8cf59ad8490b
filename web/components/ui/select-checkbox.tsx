import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

interface SelectCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Some but not all rows selected (the 'select all' box shows a dash). */
  indeterminate?: boolean;
}

/** A native checkbox in the brand colour, with a touch target larger than the box itself. */
export function SelectCheckbox({ indeterminate = false, className, ...props }: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn('size-4 cursor-pointer rounded accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
