import { useId } from 'react';
import { Link } from 'react-router';
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

/** Up to three competitor sites read on the same results pages, blanks ignored; a Pro feature. */
export function CompetitorInputs({ values, onChange, allowed, error }: CompetitorInputsProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-semibold">
        Competitors <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <p id={`${id}-hint`} className="mt-1 mb-3 text-xs text-muted-foreground">
        {allowed ? (
          'Up to 3 competitor websites, read from the same results pages at no extra cost when they rank nearby.'
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
  );
}
