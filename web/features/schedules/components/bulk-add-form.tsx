import { useId, useMemo, useState, type FormEvent } from 'react';
import FileUp from 'lucide-react/icons/file-up';
import X from 'lucide-react/icons/x';
import type { ScheduledCheckInput } from '../../../../contracts/scheduled-check';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { bulkEstimate } from '../lib/bulk-estimate';
import { NEW_SCHEDULE, readTiming, type ScheduleFieldErrors } from '../lib/form-values';
import { keywordRowsFromCsv, keywordRowsFromText, type KeywordRows } from '../lib/keyword-rows';
import { parseCsv } from '../../../lib/parse-csv';
import type { ScheduleAccess } from '../lib/schedule-access';
import { BulkPreview } from './bulk-preview';
import { EstimateNotice } from './estimate-notice';
import { QueryFields, type QueryValues } from './query-fields';
import { ServerError } from './server-error';
import { TimingFields, type TimingValues } from './timing-fields';
import { FormFooter } from '../../../components/ui/form-footer';

/** The most keywords one request may carry: contracts' bulkScheduledCheckSchema (a test holds them equal). */
export const MAX_BULK = 500;

type Source = 'paste' | 'csv';

interface BulkAddFormProps {
  access: ScheduleAccess;
  pending: boolean;
  serverError: unknown;
  onSubmit: (items: ScheduledCheckInput[]) => void;
  onCancel: () => void;
}

/** One site and many keywords, pasted one a line or read from a CSV file, previewed with their cost before saving. */
export function BulkAddForm({ access, pending, serverError, onSubmit, onCancel }: BulkAddFormProps) {
  const id = useId();
  const [websiteUrl, setWebsiteUrl] = useState('');
  const [source, setSource] = useState<Source>('paste');
  const [text, setText] = useState('');
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [query, setQuery] = useState<QueryValues>({ location: NEW_SCHEDULE.location, searchEngine: 'google', device: 'desktop' });
  const [timing, setTiming] = useState<TimingValues>(NEW_SCHEDULE);
  const [errors, setErrors] = useState<ScheduleFieldErrors & { keywords?: string }>({});

  const rows: KeywordRows = useMemo(() => {
    if (source === 'paste') return keywordRowsFromText(text, query);
    return csv ? keywordRowsFromCsv(parseCsv(csv.text), query, access.engines) : { rows: [], problems: [], duplicates: 0 };
  }, [source, text, csv, query, access.engines]);
  const readTimingResult = readTiming(timing);
  const items: ScheduledCheckInput[] =
    'timing' in readTimingResult
      ? rows.rows.map((row) => ({
          websiteUrl: row.websiteUrl ?? websiteUrl.trim(),
          keyword: row.keyword,
          location: row.location,
          searchEngine: row.searchEngine,
          device: row.device,
          competitorUrls: row.competitorUrls ?? [],
          ...readTimingResult.timing,
          isActive: true,
        }))
      : [];

  const readFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > 1_000_000) {
      setFileError('This file is over 1 MB: a list of keywords is much smaller. Is it the right file?');
      return;
    }
    setCsv({ name: file.name, text: await file.text() });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    // A CSV with a website column names each row's site; the field is for the rows without one.
    if (!websiteUrl.trim() && (rows.rows.length === 0 || rows.rows.some((row) => !row.websiteUrl))) found.websiteUrl = 'Enter the website these keywords are for.';
    if (rows.rows.length === 0) found.keywords = source === 'paste' ? 'Paste at least one keyword.' : 'Choose a CSV file with at least one keyword.';
    if (rows.rows.length > MAX_BULK) found.keywords = `At most ${MAX_BULK} keywords at once: this list has ${rows.rows.length.toLocaleString('en')}. Add it in parts.`;
    if (readTimingResult.errors) Object.assign(found, readTimingResult.errors);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(items);
  };

  const count = rows.rows.length;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Add many keywords">
      <TextField
        label="Website URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="example.com"
        value={websiteUrl}
        error={errors.websiteUrl}
        onChange={(event) => setWebsiteUrl(event.target.value)}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1.5 text-sm font-semibold">Keywords</legend>
        <div className="inline-flex w-fit rounded-lg border border-input bg-muted p-0.5" role="radiogroup" aria-label="Where the keywords come from">
          {(
            [
              ['paste', 'Paste a list'],
              ['csv', 'Import a CSV file'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={cn(
                'inline-flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-muted-foreground',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                source === value && 'bg-card text-foreground shadow-sm',
              )}
            >
              <input type="radio" name={`${id}-source`} value={value} checked={source === value} onChange={() => setSource(value)} className="sr-only" />
              {label}
            </label>
          ))}
        </div>
        {source === 'paste' ? (
          <div>
            <Label htmlFor={`${id}-keywords`}>One keyword a line</Label>
            <textarea
              id={`${id}-keywords`}
              rows={7}
              value={text}
              placeholder={'running shoes\ntrail running shoes\nbest running shoes for flat feet'}
              aria-invalid={errors.keywords ? true : undefined}
              aria-describedby={errors.keywords ? `${id}-keywords-error` : undefined}
              onChange={(event) => setText(event.target.value)}
              className={cn(fieldClasses, 'h-auto min-h-32 py-2 leading-relaxed', errors.keywords && 'border-danger')}
            />
          </div>
        ) : (
          <div className="grid gap-2">
            <p id={`${id}-csv-hint`} className="text-xs text-muted-foreground">
              Columns: keyword, then optionally location, engine and device (a header row may name them in any order, and add a
              website column for a file of several sites and a competitors column, separated by “|”). Empty cells use the choices
              here.
            </p>
            {csv ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <FileUp aria-hidden="true" className="size-4 text-brand" />
                <span className="font-medium [overflow-wrap:anywhere]">{csv.name}</span>
                <Button type="button" variant="ghost" size="sm" onClick={() => setCsv(null)} aria-label={`Remove ${csv.name}`}>
                  <X aria-hidden="true" />
                  Remove
                </Button>
              </p>
            ) : (
              <div>
                <Label htmlFor={`${id}-file`}>CSV file</Label>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  aria-describedby={`${id}-csv-hint${errors.keywords ? ` ${id}-keywords-error` : ''}`}
                  onChange={(event) => void readFile(event.target.files?.[0])}
                  className="block w-full text-sm file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground hover:file:bg-muted"
                />
              </div>
            )}
            {fileError ? (
              <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
                {fileError}
              </p>
            ) : null}
          </div>
        )}
        {errors.keywords ? (
          <p id={`${id}-keywords-error`} className="text-sm font-medium text-danger-soft-foreground">
            {errors.keywords}
          </p>
        ) : null}
        <BulkPreview rows={rows} lineLabel="Line" />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">Search settings</legend>
        <QueryFields values={query} onChange={(patch) => setQuery((current) => ({ ...current, ...patch }))} access={access} />
      </fieldset>
      <TimingFields values={timing} onChange={(patch) => setTiming((current) => ({ ...current, ...patch }))} errors={errors} access={access} />
      <EstimateNotice
        estimate={items.length > 0 ? bulkEstimate(items) : undefined}
        searchBudget={access.searchBudget}
        detail={items.length > 0 ? `counted as full scans; keywords you have checked before may cost less` : null}
        loading={false}
        failed={false}
        waitingFor={count === 0 ? 'Add keywords to see what these schedules cost.' : items.length === 0 ? 'Choose how often to see what these schedules cost.' : null}
      />
      {serverError ? <ServerError error={serverError} free={access.free} /> : null}
      <FormFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {count > 0 ? `Schedule ${count.toLocaleString('en')} ${count === 1 ? 'keyword' : 'keywords'}` : 'Schedule keywords'}
        </Button>
      </FormFooter>
    </form>
  );
}
