import { useState, type FormEvent } from 'react';
import { normalizeKeyword, stripLeadingSpaces } from '../../../../core/ranking/normalize-keyword';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useScheduleEstimate, type ScheduleEstimateRequest } from '../api/estimate-schedule';
import { toScheduleRequest, type ScheduleFieldErrors, type ScheduleFormValues } from '../lib/form-values';
import type { ScheduleAccess } from '../lib/schedule-access';
import { useDebouncedValue } from '../lib/use-debounced-value';
import type { ScheduledCheckInput } from '../../../../contracts/scheduled-check';
import { CompetitorInputs } from './competitor-inputs';
import { EstimateNotice } from './estimate-notice';
import { QueryFields } from './query-fields';
import { ServerError } from './server-error';
import { TimingFields } from './timing-fields';
import { FormFooter } from '../../../components/ui/form-footer';

/** How long the form waits after the last change before asking for the estimate. */
export const ESTIMATE_DEBOUNCE_MS = 500;

/** The estimate's question for the form as it stands, or null while it lacks a site, keyword or interval. */
function estimateRequestOf(values: ScheduleFormValues): ScheduleEstimateRequest | null {
  const websiteUrl = values.websiteUrl.trim();
  const keyword = normalizeKeyword(values.keyword);
  const intervalValue = Number(values.intervalValue);
  if (!websiteUrl || !keyword || !Number.isInteger(intervalValue) || intervalValue < 1 || intervalValue > 366) return null;
  return {
    websiteUrl,
    keyword,
    location: values.location,
    searchEngine: values.searchEngine,
    device: values.device,
    competitorUrls: values.competitorUrls.map((url) => url.trim()).filter(Boolean),
    intervalType: values.intervalType,
    intervalValue,
  };
}

const perRunText = (searches: number) => `about ${searches.toLocaleString('en')} ${searches === 1 ? 'search' : 'searches'}`;

interface ScheduleFormProps {
  initial: ScheduleFormValues;
  access: ScheduleAccess;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  serverError: unknown;
  onSubmit: (input: ScheduledCheckInput) => void;
  onCancel: () => void;
}

/** Create or edit one schedule: the query, competitors, how often and when, and what it will cost. */
export function ScheduleForm({ initial, access, submitLabel, pending, serverError, onSubmit, onCancel }: ScheduleFormProps) {
  const [values, setValues] = useState<ScheduleFormValues>(initial);
  const [errors, setErrors] = useState<ScheduleFieldErrors>({});
  const set = (patch: Partial<ScheduleFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const request = useDebouncedValue(estimateRequestOf(values), ESTIMATE_DEBOUNCE_MS);
  const estimate = useScheduleEstimate(request);
  const settling = JSON.stringify(request) !== JSON.stringify(estimateRequestOf(values));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toScheduleRequest(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.input);
  };

  const detail = estimate.data
    ? `${estimate.data.runsPerMonth.toLocaleString('en', { maximumFractionDigits: 1 })} checks, ${perRunText(estimate.data.searchesPerRun)} each`
    : null;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={submitLabel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Website URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example.com"
          value={values.websiteUrl}
          error={errors.websiteUrl}
          onChange={(event) => set({ websiteUrl: event.target.value })}
        />
        <TextField
          label="Keyword"
          autoComplete="off"
          placeholder="best running shoes"
          value={values.keyword}
          error={errors.keyword}
          onChange={(event) => set({ keyword: stripLeadingSpaces(event.target.value) })}
          onBlur={(event) => set({ keyword: normalizeKeyword(event.target.value) })}
        />
      </div>
      <QueryFields values={values} onChange={set} access={access} />
      <CompetitorInputs
        values={values.competitorUrls}
        allowed={access.competitors}
        error={errors.competitorUrls}
        onChange={(competitorUrls) => set({ competitorUrls })}
      />
      <TimingFields values={values} onChange={set} errors={errors} access={access} />
      <EstimateNotice
        estimate={
          estimate.data
            ? { checksPerMonth: estimate.data.runsPerMonth, searchesPerMonth: estimate.data.searchesPerMonth, overviewSearchesPerMonth: estimate.data.overviewSearchesPerMonth }
            : undefined
        }
        searchBudget={access.searchBudget}
        detail={detail}
        loading={estimate.isFetching || settling}
        failed={estimate.isError}
        waitingFor={estimateRequestOf(values) ? null : 'Enter a website, a keyword and how often to see what this schedule costs.'}
      />
      {serverError ? <ServerError error={serverError} free={access.free} /> : null}
      <FormFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}
