import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleSlash from 'lucide-react/icons/circle-slash';
import type { z } from 'zod';
import type { ScheduledCheckInput, bulkScheduledCheckResultSchema } from '../../../../contracts/scheduled-check';
import { Button } from '../../../components/ui/button';
import { FormFooter } from '../../../components/ui/form-footer';

export type BulkResultData = z.infer<typeof bulkScheduledCheckResultSchema>;

interface BulkResultProps {
  result: BulkResultData;
  /** What was sent, to name the rows the server refused (its row numbers count from 1). */
  items: ScheduledCheckInput[];
  onDone: () => void;
  onAddMore: () => void;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n.toLocaleString('en')} ${many}`);

/** The server's answer to a bulk add: created, already scheduled, and each refused row with why. */
export function BulkResult({ result, items, onDone, onAddMore }: BulkResultProps) {
  return (
    <div className="grid gap-4" role="status" aria-live="polite">
      <ul className="grid gap-2 text-sm">
        <li className="flex items-center gap-2 font-semibold text-success-soft-foreground">
          <CircleCheck aria-hidden="true" className="size-5" />
          {plural(result.created, 'keyword scheduled', 'keywords scheduled')}
        </li>
        {result.skipped > 0 ? (
          <li className="flex items-center gap-2 text-muted-foreground">
            <CircleSlash aria-hidden="true" className="size-5" />
            {result.skipped === 1
              ? '1 keyword was already scheduled and left as it was'
              : `${result.skipped.toLocaleString('en')} keywords were already scheduled and left as they were`}
          </li>
        ) : null}
        {result.errors.length > 0 ? (
          <li className="grid gap-1.5">
            <span className="flex items-center gap-2 font-semibold text-danger-soft-foreground">
              <CircleAlert aria-hidden="true" className="size-5" />
              {plural(result.errors.length, 'keyword could not be scheduled', 'keywords could not be scheduled')}
            </span>
            <ul className="ml-7 grid gap-1 rounded-lg bg-danger-soft p-3 text-danger-soft-foreground">
              {result.errors.map((error) => (
                <li key={error.row} className="break-words">
                  Row {error.row}
                  {items[error.row - 1] ? <> · “{items[error.row - 1]?.keyword}”</> : null}: {error.message}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
      <FormFooter>
        <Button variant="outline" onClick={onAddMore}>
          Add more keywords
        </Button>
        <Button onClick={onDone}>Done</Button>
      </FormFooter>
    </div>
  );
}
