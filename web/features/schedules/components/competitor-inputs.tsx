import { useId, useState } from 'react';
import { Collapsible } from 'radix-ui';
import { Link } from 'react-router';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Users from 'lucide-react/icons/users';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { paths } from '../../../config/paths';

interface CompetitorInputsProps {
  values: string[];
  onChange: (values: string[]) => void;
  /** The plan includes competitor tracking. */
  allowed: boolean;
  error?: string;
}

/**
 * Up to three competitor sites read on the same results pages, blanks ignored; a Pro feature. Folded away
 * until opened (or while it holds some), so the form stays short on a phone.
 */
export function CompetitorInputs({ values, onChange, allowed, error }: CompetitorInputsProps) {
  const id = useId();
  const filled = values.filter((url) => url.trim() !== '').length;
  const [open, setOpen] = useState(filled > 0 || Boolean(error));
  return (
    <Collapsible.Root open={open || Boolean(error)} onOpenChange={setOpen} className="rounded-lg border border-border">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
        <span className="flex items-start gap-2">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>
            Competitors{' '}
            <span className="font-normal text-muted-foreground">{filled > 0 ? `(${filled} of 3)` : '(optional)'}</span>
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-border px-4 pt-3 pb-4">
        <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
          <legend className="sr-only">Competitors</legend>
          <p id={`${id}-hint`} className="mb-3 text-xs text-muted-foreground">
            {allowed ? (
              'Up to 3 competitor websites, read from the same results pages: no extra searches when they rank near yours.'
            ) : (
              <>
                Competitor tracking is a Pro feature.{' '}
                <Link to={paths.pricing} className="font-medium text-brand underline-offset-2 hover:underline">
                  Try Pro free
                </Link>{' '}
                to follow up to 3 competitors.
              </>
            )}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {values.map((value, index) => (
              <div key={index}>
                <Label htmlFor={`${id}-${index}`}>Competitor {index + 1}</Label>
                <Input
                  id={`${id}-${index}`}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="competitor.com"
                  disabled={!allowed}
                  value={value}
                  onChange={(event) => onChange(values.map((url, i) => (i === index ? event.target.value : url)))}
                />
              </div>
            ))}
          </div>
          {error ? (
            <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-soft-foreground">
              {error}
            </p>
          ) : null}
        </fieldset>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
