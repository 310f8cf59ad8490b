import { useId, useState, type FormEvent } from 'react';
import X from 'lucide-react/icons/x';
import type { CompetitorInput } from '../../../../contracts/competitor';
import { ENGINE_LABELS, SEARCH_ENGINES, type SearchEngine } from '../../../../core/search/engines';
import { LOCATIONS, isLocationCode, locationLabel, type LocationCode } from '../../../../core/search/locations';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import {
  toFormValues,
  toInput,
  validateCompetitor,
  type CompetitorFormErrors,
  type CompetitorFormValues,
} from '../lib/competitor-form-values';

interface CompetitorFormProps {
  initial: CompetitorInput;
  /** The form's name and its submit button: 'Add competitor', 'Save competitor'. */
  submitLabel: string;
  pending: boolean;
  /** The server's refusal (a website already tracked, the limit), shown above the buttons. */
  serverError: string | null;
  onSubmit: (input: CompetitorInput) => void;
  onCancel: () => void;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger-soft-foreground">
      {text}
    </p>
  ) : null;
}

function Checkbox({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-brand"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1 pl-6 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Add or change a tracked competitor: its website and name, the keywords, places and engines it is tracked on. */
export function CompetitorForm({ initial, submitLabel, pending, serverError, onSubmit, onCancel }: CompetitorFormProps) {
  const id = useId();
  const [values, setValues] = useState<CompetitorFormValues>(() => toFormValues(initial));
  const [errors, setErrors] = useState<CompetitorFormErrors>({});
  const [locationToAdd, setLocationToAdd] = useState<LocationCode | ''>('');
  const set = (patch: Partial<CompetitorFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompetitor(values);
    setErrors(found ?? {});
    if (!found) onSubmit(toInput(values));
  };
  const addLocation = () => {
    if (locationToAdd && !values.locations.includes(locationToAdd)) set({ locations: [...values.locations, locationToAdd] });
    setLocationToAdd('');
  };
  const toggleEngine = (engine: SearchEngine, on: boolean) =>
    set({ searchEngines: on ? SEARCH_ENGINES.filter((e) => e === engine || values.searchEngines.includes(e)) : values.searchEngines.filter((e) => e !== engine) });

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Competitor website"
          // The form opens on a click of 'Add' or 'Edit': typing starts where the click was meant to lead.
          autoFocus
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="competitor.com"
          value={values.competitorUrl}
          error={errors.competitorUrl}
          onChange={(e) => set({ competitorUrl: e.target.value })}
        />
        <TextField
          label="Name (optional)"
          placeholder="Shown instead of the address"
          maxLength={100}
          value={values.competitorName}
          error={errors.competitorName}
          onChange={(e) => set({ competitorName: e.target.value })}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-keywords`}>Keywords</Label>
        <textarea
          id={`${id}-keywords`}
          rows={3}
          className={cn(fieldClasses, 'h-auto py-2', errors.keywordsText && 'border-danger')}
          placeholder={'running shoes\ntrail shoes'}
          value={values.keywordsText}
          aria-describedby={`${id}-keywords-hint${errors.keywordsText ? ` ${id}-keywords-error` : ''}`}
          aria-invalid={errors.keywordsText ? true : undefined}
          onChange={(e) => set({ keywordsText: e.target.value })}
        />
        <p id={`${id}-keywords-hint`} className="mt-1.5 text-xs text-muted-foreground">
          One per line or separated by commas. The checker suggests this competitor when you type one of them.
        </p>
        <FieldError id={`${id}-keywords-error`} text={errors.keywordsText} />
      </div>

      <fieldset aria-describedby={errors.locations ? `${id}-locations-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Locations</legend>
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Chosen locations">
          {values.locations.map((code) => (
            <li key={code} className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-0.5 pr-1 pl-3 text-sm text-brand-soft-foreground">
              {locationLabel(code)}
              <button
                type="button"
                className="flex size-7 items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${locationLabel(code)}`}
                onClick={() => set({ locations: values.locations.filter((c) => c !== code) })}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <Select aria-label="Location to add" value={locationToAdd} onChange={(e) => setLocationToAdd(isLocationCode(e.target.value) ? e.target.value : '')}>
              <option value="">Choose a location…</option>
              {LOCATIONS.filter((l) => !values.locations.includes(l.code)).map((location) => (
                <option key={location.code} value={location.code}>
                  {location.label}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" onClick={addLocation} disabled={!locationToAdd}>
            Add
          </Button>
        </div>
        <FieldError id={`${id}-locations-error`} text={errors.locations} />
      </fieldset>

      <fieldset aria-describedby={errors.searchEngines ? `${id}-engines-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Search engines</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {SEARCH_ENGINES.map((engine) => (
            <Checkbox key={engine} label={ENGINE_LABELS[engine]} checked={values.searchEngines.includes(engine)} onChange={(on) => toggleEngine(engine, on)} />
          ))}
        </div>
        <FieldError id={`${id}-engines-error`} text={errors.searchEngines} />
      </fieldset>

      <fieldset className="grid gap-1">
        <legend className="mb-1.5 text-sm font-medium">Suggestions and notifications</legend>
        <Checkbox
          label="Suggest in the checker"
          hint="Fills the checker's competitor fields when you type one of its keywords."
          checked={values.autoTrack}
          onChange={(autoTrack) => set({ autoTrack })}
        />
        <Checkbox label="Tell me when it moves up or down" checked={values.rankChange} onChange={(rankChange) => set({ rankChange })} />
        <Checkbox label="Tell me when it enters the top 10 or the top 3" checked={values.milestone} onChange={(milestone) => set({ milestone })} />
      </fieldset>

      {serverError ? (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
