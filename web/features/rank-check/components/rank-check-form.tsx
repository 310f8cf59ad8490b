import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import Search from 'lucide-react/icons/search';
import { fillCompetitorFields } from '../../../../core/competitors/fill-competitor-fields';
import { normalizeKeyword, stripLeadingSpaces } from '../../../../core/ranking/normalize-keyword';
import { ENGINE_LABELS, SEARCH_ENGINES, isSearchEngine } from '../../../../core/search/engines';
import { supportsDevice } from '../../../../core/search/devices';
import { locationTargeting } from '../../../../core/search/location-targeting';
import { LOCATIONS, isLocationCode } from '../../../../core/search/locations';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { CHECK_BUTTON_LABELS, type CheckButtonState } from './check-button-label';
import { COMPETITORS_RESTRICTED, FREE_ENGINE_NOTICE, FREE_ENGINE_RESET_NOTICE, type CheckerAccess } from './checker-access';
import { CompetitorFields } from './competitor-fields';
import { DeviceChoice } from '../../../components/device-choice';
import { INITIAL_FORM_VALUES, type RankCheckFormValues } from './form-values';

interface RankCheckFormProps {
  guest: boolean;
  /** A signed-in user's plan ('free': Google only, no competitors); undefined for guests or while unknown. */
  access?: CheckerAccess;
  state: CheckButtonState;
  onSubmit: (values: RankCheckFormValues) => void;
  /** Starting values (a replayed pending check); the form is remounted to apply new ones. */
  initialValues?: RankCheckFormValues;
  /** Called when a guest follows a sign-up link in the form, so the checker can keep what they typed. */
  onSignUp?: () => void;
  /** Told about every edit, so the checker can remember the form before sending a guest to sign up. */
  onValuesChange?: (values: RankCheckFormValues) => void;
  /** Suggested competitors for the typed keyword (spec §6), composed in by the app; `fill` puts URLs in empty fields. */
  competitorSuggestions?: (keyword: string, fill: (urls: string[]) => void) => ReactNode;
}

// Same words as the server's 403 answers (server/errors.ts), which stay the final say.
const SIGN_UP_FOR_COMPETITORS = 'Sign up to compare with competitors.';
const proOnly = (engineLabel: string) =>
  `${engineLabel} is only available on Pro plan. Guests can check Google; sign up to start a free 3-day Pro trial.`;

export function RankCheckForm({
  guest,
  access,
  state,
  onSubmit,
  initialValues = INITIAL_FORM_VALUES,
  onValuesChange,
  onSignUp,
  competitorSuggestions,
}: RankCheckFormProps) {
  const [values, setValues] = useState<RankCheckFormValues>(initialValues);
  const [competitorsOpen, setCompetitorsOpen] = useState(() => initialValues.competitorUrls.some((url) => url.trim() !== ''));
  const fillSuggested = useCallback((urls: string[]) => {
    setValues((current) => ({ ...current, competitorUrls: fillCompetitorFields(current.competitorUrls, urls) }));
    setCompetitorsOpen(true);
  }, []);
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);
  const set = <K extends keyof RankCheckFormValues>(key: K, value: RankCheckFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const freePlan = !guest && access === 'free';
  const heldCompetitors = values.competitorUrls.some((url) => url.trim() !== '');

  // Spec §4: a free user holding another engine (a trial that ended, a replayed check) is put back on
  // Google with a notice; competitors they held are cleared the same way.
  useEffect(() => {
    if (!freePlan) return;
    if (values.searchEngine !== 'google') {
      void notify.warning('Google Only', FREE_ENGINE_RESET_NOTICE(ENGINE_LABELS[values.searchEngine]));
    } else if (heldCompetitors) {
      void notify.warning('Feature Restricted', COMPETITORS_RESTRICTED);
    } else {
      return;
    }
    setValues((current) => ({ ...current, searchEngine: 'google', competitorUrls: current.competitorUrls.map(() => '') }));
  }, [freePlan, values.searchEngine, heldCompetitors]);

  const chooseEngine = (value: string) => {
    if (!isSearchEngine(value)) return;
    if ((guest || freePlan) && value !== 'google') {
      // Guests and the free plan may look at the other engines but only check Google; the server answers 403 too.
      // Spec §8: 'Feature Restricted', '{Engine} is only available on Pro plan.', then the way to it.
      void notify.error('Feature Restricted', guest ? proOnly(ENGINE_LABELS[value]) : FREE_ENGINE_NOTICE(ENGINE_LABELS[value]));
      set('searchEngine', 'google');
      return;
    }
    // An engine without mobile results is checked for desktop; the device switch says why.
    setValues((current) => ({ ...current, searchEngine: value, device: supportsDevice(value, current.device) ? current.device : 'desktop' }));
  };
  const targetingNote = locationTargeting(values.searchEngine, values.location).note;

  const changeCompetitor = (index: number, value: string) => {
    if (guest) {
      void notify.error('Sign Up Required', SIGN_UP_FOR_COMPETITORS);
      return;
    }
    if (freePlan) {
      void notify.error('Feature Restricted', COMPETITORS_RESTRICTED);
      return;
    }
    setValues((current) => ({
      ...current,
      competitorUrls: current.competitorUrls.map((url, i) => (i === index ? value : url)),
    }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const websiteUrl = values.websiteUrl.trim();
    const keyword = normalizeKeyword(values.keyword);
    if (!websiteUrl || !keyword) {
      void notify.error('Missing Information', 'Please enter both website URL and keyword');
      return;
    }
    onSubmit({ ...values, websiteUrl, keyword, competitorUrls: values.competitorUrls.map((u) => u.trim()).filter(Boolean) });
  };

  return (
    // noValidate: the URL field keeps type="url" (mobile keyboards, spec) but bare domains like
    // example.com must be accepted, which the browser's own url validation would refuse.
    <form noValidate onSubmit={submit} aria-label="Rank checker" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="website-url">Website URL</Label>
          <Input
            id="website-url"
            name="websiteUrl"
            type="url"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="example.com"
            value={values.websiteUrl}
            onChange={(event) => set('websiteUrl', event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="keyword">Search Keyword</Label>
          <Input
            id="keyword"
            name="keyword"
            type="text"
            autoComplete="off"
            placeholder="best running shoes"
            value={values.keyword}
            onChange={(event) => set('keyword', stripLeadingSpaces(event.target.value))}
            onBlur={(event) => set('keyword', normalizeKeyword(event.target.value))}
          />
        </div>
        <div>
          <Label htmlFor="location">Location</Label>
          <Select
            id="location"
            name="location"
            value={values.location}
            aria-describedby={targetingNote ? 'location-hint' : undefined}
            onChange={(event) => isLocationCode(event.target.value) && set('location', event.target.value)}
          >
            {LOCATIONS.map((location) => (
              <option key={location.code} value={location.code}>
                {location.label}
              </option>
            ))}
          </Select>
          {targetingNote ? (
            <p id="location-hint" className="mt-1.5 text-xs text-muted-foreground">
              {targetingNote}
            </p>
          ) : null}
        </div>
        <div>
          <Label htmlFor="search-engine">Search Engine</Label>
          <Select
            id="search-engine"
            name="searchEngine"
            value={values.searchEngine}
            aria-describedby={guest || freePlan ? 'search-engine-hint' : undefined}
            onChange={(event) => chooseEngine(event.target.value)}
          >
            {SEARCH_ENGINES.map((engine) => (
              <option key={engine} value={engine}>
                {ENGINE_LABELS[engine]}
              </option>
            ))}
          </Select>
          {guest ? (
            <p id="search-engine-hint" className="mt-1.5 text-xs text-muted-foreground">
              Guests check Google.{' '}
              <Link to={paths.signup} onClick={onSignUp} className="font-medium text-brand underline-offset-2 hover:underline">
                Sign up
              </Link>{' '}
              and try Pro free for all six engines.
            </p>
          ) : freePlan ? (
            <p id="search-engine-hint" className="mt-1.5 text-xs text-muted-foreground">
              The free plan checks Google.{' '}
              <Link to={paths.pricing} className="font-medium text-brand underline-offset-2 hover:underline">
                Try Pro free
              </Link>{' '}
              for all six engines.
            </p>
          ) : null}
        </div>
      </div>

      <DeviceChoice engine={values.searchEngine} value={values.device} onChange={(device) => set('device', device)} />

      <CompetitorFields
        values={values.competitorUrls}
        onChange={changeCompetitor}
        open={competitorsOpen}
        onOpenChange={(open) => {
          if (open && guest) void notify.error('Sign Up Required', SIGN_UP_FOR_COMPETITORS);
          if (open && freePlan) void notify.error('Feature Restricted', COMPETITORS_RESTRICTED);
          setCompetitorsOpen(open);
        }}
        guest={guest}
        freePlan={freePlan}
      />
      {competitorSuggestions && !guest && !freePlan ? competitorSuggestions(values.keyword, fillSuggested) : null}

      <Button type="submit" size="lg" className="w-full" disabled={state !== 'idle'} aria-busy={state === 'checking'}>
        {state === 'checking' ? <Spinner /> : state === 'idle' ? <Search aria-hidden="true" /> : null}
        {CHECK_BUTTON_LABELS[state]}
      </Button>
    </form>
  );
}
