import FileUp from 'lucide-react/icons/file-up';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { AddKeywordsResult } from '../../../../contracts/tracking';
import type { SiteAlertMode } from '../../../../core/alerts/site-alert-mode';
import { DEVICE_LABELS, DEVICES, supportsDevice, type Device } from '../../../../core/search/devices';
import { ENGINE_LABELS, SEARCH_ENGINES, type SearchEngine } from '../../../../core/search/engines';
import { LOCATIONS, type LocationCode } from '../../../../core/search/locations';
import { Button } from '../../../components/ui/button';
import { FormFooter } from '../../../components/ui/form-footer';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { parseCsv } from '../../../lib/parse-csv';
import { addKeywords, useEmailPreferences } from '../api/sites';
import { addRequests, keywordsFromCsv, keywordsFromText, type AddChoices, type ListedKeyword } from '../lib/keyword-list';
import { splitTags } from './tag-dialog';
import { AlertModeSelect } from './alert-mode-select';

interface AddKeywordsFormProps {
  /** Set on a site's page: the keywords are for it. */
  site?: string;
  pending: boolean;
  serverError: unknown;
  onSubmit: (requests: ReturnType<typeof addRequests>) => void;
  onCancel: () => void;
}

const totals = (answers: readonly AddKeywordsResult[]) =>
  answers.reduce((sum, answer) => ({ created: sum.created + answer.created, updated: sum.updated + answer.updated, skipped: sum.skipped + answer.skipped }), {
    created: 0,
    updated: 0,
    skipped: 0,
  });

/** Said before saving when the new queries would not fit the plan: the save would be refused whole. */
function overLimit(answers: readonly AddKeywordsResult[], sum: { created: number } | null): string | null {
  const allowance = answers[0]?.allowance;
  if (!allowance || !sum || allowance.tracked + sum.created <= allowance.max) return null;
  const room = Math.max(0, allowance.max - allowance.tracked);
  return `Your plan tracks up to ${allowance.max.toLocaleString('en-US')} queries and you track ${allowance.tracked.toLocaleString('en-US')}: ${room === 0 ? 'none' : `only ${room.toLocaleString('en-US')}`} of these fit.`;
}

function Choice({ checked, label, onChange, disabled }: { checked: boolean; label: string; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm', checked && 'border-brand bg-brand-soft/50', disabled && 'cursor-not-allowed opacity-60')}>
      <input type="checkbox" className="size-4 accent-brand" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

const toggle = <T,>(list: readonly T[], value: T, on: boolean) => (on ? [...new Set([...list, value])] : list.filter((item) => item !== value));

/**
 * Many keywords at once: pasted (one a line, tags after a bar) or from a CSV file, on every engine, location and
 * device chosen, with tags for all. What it adds is counted by the server before anything is saved.
 */
export function AddKeywordsForm({ site, pending, serverError, onSubmit, onCancel }: AddKeywordsFormProps) {
  const id = useId();
  const [websiteUrl, setWebsiteUrl] = useState(site ?? '');
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ name: string; items: ListedKeyword[]; problems: string[] } | null>(null);
  const [engines, setEngines] = useState<SearchEngine[]>(['google']);
  const [devices, setDevices] = useState<Device[]>(['desktop']);
  const [locations, setLocations] = useState<LocationCode[]>(['us']);
  const [tagText, setTagText] = useState('');
  const [intervalType, setIntervalType] = useState<AddChoices['intervalType']>('daily');
  // Set-up of a new site: big moves only, so hundreds of keywords do not flood the notifications.
  const [alertMode, setAlertMode] = useState<SiteAlertMode>('bands');
  const email = useEmailPreferences(!site);
  const digestOffered = !site && email.data?.emailVerified === true && email.data.alertEmails !== 'digest';
  const [digest, setDigest] = useState<boolean | null>(null);
  // Offered ticked to someone who gets an e-mail per alert, unticked to someone who turned alert e-mails off.
  const digestChosen = digest ?? email.data?.alertEmails === 'each';
  const [errors, setErrors] = useState<{ websiteUrl?: string; keywords?: string }>({});
  const [preview, setPreview] = useState<{ answers: AddKeywordsResult[] } | { error: string } | null>(null);

  const items = useMemo(() => [...keywordsFromText(text), ...(file?.items ?? [])], [text, file]);
  const choices: AddChoices = useMemo(() => ({ websiteUrl: websiteUrl.trim(), engines, locations, devices, tags: splitTags(tagText), intervalType }), [websiteUrl, engines, locations, devices, tagText, intervalType]);

  // The server says what would be added, a moment after the list or choices stop changing.
  useEffect(() => {
    setPreview(null);
    if (!choices.websiteUrl || items.length === 0 || engines.length === 0 || devices.length === 0 || locations.length === 0) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      Promise.all(addRequests(items, choices, true).map(addKeywords)).then(
        (answers) => !cancelled && setPreview({ answers }),
        (error: unknown) => !cancelled && setPreview({ error: error instanceof ApiError ? error.message : 'The list could not be checked.' }),
      );
    }, 400);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [items, choices, engines.length, devices.length, locations.length]);

  const readFile = async (chosen: File | undefined) => {
    if (!chosen) return setFile(null);
    if (chosen.size > 2_000_000) return setFile({ name: chosen.name, items: [], problems: ['This file is over 2 MB: a keyword list is much smaller. Is it the right file?'] });
    setFile({ name: chosen.name, ...keywordsFromCsv(parseCsv(await chosen.text())) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!choices.websiteUrl) found.websiteUrl = 'Enter the website these keywords are for.';
    if (items.length === 0) found.keywords = 'Paste at least one keyword, or choose a CSV file.';
    setErrors(found);
    const alerts = site ? {} : { alertMode, alertDigest: digestOffered && digestChosen };
    if (Object.keys(found).length === 0) onSubmit(addRequests(items, choices, false).map((request) => ({ ...request, ...alerts })));
  };

  const sum = preview && 'answers' in preview ? totals(preview.answers) : null;
  const unsupported = preview && 'answers' in preview ? [...new Set(preview.answers.flatMap((answer) => answer.unsupported))] : [];
  const rowErrors = preview && 'answers' in preview ? preview.answers.flatMap((answer) => answer.errors) : [];
  const tooMany = preview && 'answers' in preview ? overLimit(preview.answers, sum) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {site ? null : <TextField label="Website" value={websiteUrl} onChange={(event) => setWebsiteUrl(event.target.value)} placeholder="example.com" error={errors.websiteUrl ?? null} autoComplete="url" />}
      <div>
        <Label htmlFor={`${id}-keywords`}>Keywords</Label>
        <p id={`${id}-keywords-hint`} className="text-xs text-muted-foreground">
          One a line. Tags for one keyword go after a bar: <code>blue tiles | brand; q4</code>
        </p>
        <textarea
          id={`${id}-keywords`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={7}
          className={cn(fieldClasses, 'mt-1.5 h-auto min-h-36 py-2 font-mono text-sm', errors.keywords && 'border-danger')}
          aria-describedby={`${id}-keywords-hint${errors.keywords ? ` ${id}-keywords-error` : ''}`}
          aria-invalid={errors.keywords ? true : undefined}
        />
        {errors.keywords ? (
          <p id={`${id}-keywords-error`} className="mt-1 text-sm text-danger">
            {errors.keywords}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <label className="inline-flex cursor-pointer items-center gap-2 font-medium text-brand">
            <FileUp aria-hidden="true" className="size-4" />
            {file ? 'Choose another CSV file' : 'Or add a CSV file'}
            <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(event) => void readFile(event.target.files?.[0])} />
          </label>
          {file ? (
            <span className="text-muted-foreground">
              {file.name}: {file.items.length.toLocaleString('en-US')} keywords{file.problems.length ? `, ${file.problems.length} lines skipped` : ''}
            </span>
          ) : (
            <span className="text-xs text-muted-foreground">Columns: Keyword, Tags, Search engine, Location, Device (as the export writes them).</span>
          )}
        </div>
        {file?.problems.length ? (
          <ul className="mt-1 list-disc pl-5 text-xs text-danger">
            {file.problems.slice(0, 5).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Search engines</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {SEARCH_ENGINES.map((engine) => (
            <Choice key={engine} label={ENGINE_LABELS[engine]} checked={engines.includes(engine)} onChange={(on) => setEngines(toggle(engines, engine, on))} />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium">Devices</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {DEVICES.map((device) => (
              <Choice key={device} label={DEVICE_LABELS[device]} checked={devices.includes(device)} onChange={(on) => setDevices(toggle(devices, device, on))} />
            ))}
          </div>
          {devices.includes('mobile') && engines.some((engine) => !supportsDevice(engine, 'mobile')) ? (
            <p className="mt-1 text-xs text-muted-foreground">
              {engines.filter((engine) => !supportsDevice(engine, 'mobile')).map((engine) => ENGINE_LABELS[engine]).join(' and ')} are checked on desktop only.
            </p>
          ) : null}
        </fieldset>
        <div>
          <Label htmlFor={`${id}-location`}>Locations</Label>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            {locations.map((code) => (
              <button
                key={code}
                type="button"
                className="rounded-full border border-border bg-muted px-2.5 py-1 text-xs"
                onClick={() => locations.length > 1 && setLocations(locations.filter((item) => item !== code))}
                aria-label={`Remove ${LOCATIONS.find((location) => location.code === code)?.label ?? code}`}
                disabled={locations.length === 1}
              >
                {LOCATIONS.find((location) => location.code === code)?.label ?? code} {locations.length > 1 ? '×' : ''}
              </button>
            ))}
          </div>
          <div className="mt-2">
            <Select id={`${id}-location`} value="" onChange={(event) => {
              const code = LOCATIONS.find((location) => location.code === event.target.value)?.code;
              if (code) setLocations(toggle(locations, code, true));
            }}>
              <option value="">Add a location…</option>
              {LOCATIONS.filter((location) => !locations.includes(location.code)).map((location) => (
                <option key={location.code} value={location.code}>
                  {location.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Tags for all of them" value={tagText} onChange={(event) => setTagText(event.target.value)} placeholder="e.g. client-a, priority" hint="Separated by commas; optional." />
        <div>
          <Label htmlFor={`${id}-interval`}>Check</Label>
          <Select id={`${id}-interval`} value={intervalType} onChange={(event) => setIntervalType(event.target.value === 'hourly' || event.target.value === 'weekly' || event.target.value === 'monthly' ? event.target.value : 'daily')}>
            <option value="hourly">Every hour</option>
            <option value="daily">Every day</option>
            <option value="weekly">Every week</option>
            <option value="monthly">Every month</option>
          </Select>
        </div>
      </div>
      {site ? null : (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">Alerts for a new site</legend>
          <AlertModeSelect aria-label="Alerts for a new site" value={alertMode} onChange={setAlertMode} />
          {digestOffered ? (
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-brand" checked={digestChosen} onChange={(event) => setDigest(event.target.checked)} />
              E-mail my alerts as one daily digest at {String(email.data?.digestHour ?? 8).padStart(2, '0')}:00, not one e-mail each
            </label>
          ) : null}
        </fieldset>
      )}
      <div aria-live="polite" className="rounded-lg bg-muted/60 px-4 py-3 text-sm">
        {items.length === 0 || !choices.websiteUrl ? (
          <p className="text-muted-foreground">Enter {site ? '' : 'the website and '}keywords to see what will be tracked.</p>
        ) : preview === null ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" /> Counting…
          </p>
        ) : 'error' in preview ? (
          <p className="text-danger">{preview.error}</p>
        ) : (
          <>
            <p>
              <strong>{(sum?.created ?? 0).toLocaleString('en-US')}</strong> new tracked {sum?.created === 1 ? 'query' : 'queries'} (each keyword on every engine, location and device chosen)
              {sum?.updated ? `; ${sum.updated.toLocaleString('en-US')} already tracked get the new tags` : ''}
              {sum?.skipped ? `; ${sum.skipped.toLocaleString('en-US')} already tracked or listed twice` : ''}. Their first checks start right away.
            </p>
            {tooMany ? <p className="mt-1 font-medium text-danger">{tooMany}</p> : null}
            {unsupported.length ? <p className="mt-1 text-muted-foreground">Left out: {unsupported.join(', ')} (not checked on that device).</p> : null}
            {rowErrors.length ? <p className="mt-1 text-danger">{rowErrors.length} keywords cannot be tracked: {rowErrors[0]?.message}</p> : null}
          </>
        )}
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError instanceof ApiError ? serverError.message : 'The keywords could not be added. Try again.'}
        </p>
      ) : null}
      <FormFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || engines.length === 0 || devices.length === 0} aria-busy={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? 'Adding…' : 'Track keywords'}
        </Button>
      </FormFooter>
    </form>
  );
}
