import { useId, type ReactNode } from 'react';
import { Select } from '../../../components/ui/select';

interface CompareSelectProps {
  /** '1', '7', '30' or a date (yyyy-mm-dd), which shows as "a date…". */
  value: string;
  onChange: (compare: string) => void;
  /** Offer "a date…" (the date field beside it is the caller's). */
  withDate?: boolean;
  children?: ReactNode;
}

/** "Change since yesterday / 7 days ago / 30 days ago": what changes and visibility are compared with. */
export function CompareSelect({ value, onChange, withDate = false, children }: CompareSelectProps) {
  const id = useId();
  const preset = ['1', '7', '30'].includes(value);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        Change since
      </label>
      <div className="w-40">
        <Select id={id} value={preset ? value : 'date'} className="h-9 text-sm" onChange={(event) => event.target.value !== 'date' && onChange(event.target.value)}>
          <option value="1">yesterday</option>
          <option value="7">7 days ago</option>
          <option value="30">30 days ago</option>
          {withDate ? <option value="date">a date…</option> : null}
        </Select>
      </div>
      {children}
    </div>
  );
}
