import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';
import type { RankCheckResult } from '../../../../contracts/rank-check';
import { normalizeKeyword } from '../../../../core/ranking/normalize-keyword';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { PENDING_CHECK_DELAY_MS, savePendingCheck, setCheckerDraft, type PendingRankCheck } from '../../../lib/pending-rank-check';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { useClientValue } from '../../../lib/client-value';
import { useRankCheck } from '../api/use-rank-check';
import { checkErrorToast } from '../lib/check-error-toast';
import { hasUsedGuestCheck, markGuestCheckUsed } from '../lib/guest-allowance';
import { readPreviousRank, savePreviousRank } from '../lib/previous-rank';
import type { CheckButtonState } from './check-button-label';
import type { CheckerAccess } from './checker-access';
import { CheckProgress } from './check-progress';
import { COMPETITOR_FIELDS, INITIAL_FORM_VALUES, type RankCheckFormValues } from './form-values';
import { RankCheckForm } from './rank-check-form';
import { lazyWithData } from '../../../components/with-data-layer';
import { loadQueryClient } from '../../../lib/query-client-loader';

// The result's card (bands, recommendations, competitors, trend, the SEO snapshot) is needed only once a check has
// run: its code, and the data layer its snapshot reads with, are asked for when a check starts, and arrive while
// the search runs, instead of with the page.
const loadResultCard = () => Promise.all([import('./result-card'), loadQueryClient()]).then(([card]) => card.ResultCard);
const ResultCard = lazyWithData(loadResultCard);
// A guest sees the sign-up prompt two seconds after their check: its code comes with the check too.
const loadGuestPrompt = () => import('./guest-prompt');
const GuestPrompt = lazy(async () => ({ default: (await loadGuestPrompt()).GuestPrompt }));

const usedGuestCheckToday = () => hasUsedGuestCheck(new Date());

/** Spec §9: guest prompt 2 s after a check; redirect to sign-up 1.5 s after the daily-limit toast. */
export const GUEST_PROMPT_DELAY_MS = 2000;
export const LIMIT_REDIRECT_DELAY_MS = 1500;

interface Outcome {
  result: RankCheckResult;
  previousRank: number | null;
  /** Counts this page's checks: tells one result from the next. */
  checkNumber: number;
}

/** What the result's footer is given: the latest result, and which check of this page's it is. */
export interface CheckedResult {
  result: RankCheckResult;
  checkNumber: number;
}

interface RankCheckerProps {
  guest: boolean;
  /** A pending check saved before sign-up/sign-in: the form is refilled and it runs after 1 s. */
  replay?: PendingRankCheck | null;
  /** What the form starts with (a check sent before the page had loaded); empty fields otherwise. */
  initialValues?: RankCheckFormValues;
  /**
   * What a signed-in user's plan includes: 'free' checks Google only without competitors, 'full' (trial,
   * Pro, Enterprise) everything. Undefined while the plan is not known; the server decides meanwhile.
   */
  access?: CheckerAccess;
  /** The plan says today's allowance is used up (signed-in users). */
  dailyLimitReached?: boolean;
  /** Called after each check saved to a signed-in user's history. */
  onChecked?: () => void;
  /** Shown under the result card once there is a result (e.g. the competitor analysis, an upgrade banner). */
  resultFooter?: (checked: CheckedResult) => ReactNode;
  /** Suggested competitors for the typed keyword, shown in the form (signed-in users whose plan has competitors). */
  competitorSuggestions?: (keyword: string, fill: (urls: string[]) => void) => ReactNode;
}

function replayValues(pending: PendingRankCheck): RankCheckFormValues {
  const competitorUrls = Array.from({ length: COMPETITOR_FIELDS }, (_, i) => pending.competitorUrls[i] ?? '');
  return { ...pending, websiteUrl: pending.websiteUrl.trim(), keyword: normalizeKeyword(pending.keyword), competitorUrls };
}

/** The checker: form, live progress, result card and the guest and daily-limit rules around them. */
export function RankChecker({
  guest,
  replay = null,
  initialValues = INITIAL_FORM_VALUES,
  access,
  dailyLimitReached = false,
  onChecked,
  resultFooter,
  competitorSuggestions,
}: RankCheckerProps) {
  const navigate = useNavigate();
  // Loaded once someone is signed in (the navbar's plan asks for it); a guest's check caches nothing.
  const queryClient = useContext(QueryClientContext);
  const check = useRankCheck();
  const checks = useRef(0);
  // The guest allowance lives in this browser (read once the page is hydrated: the build knows no browser's);
  // an account's limit is known only from the server's 429.
  const usedBefore = useClientValue(usedGuestCheckToday, false);
  const [usedHere, setGuestCheckUsed] = useState(false);
  const guestCheckUsed = usedBefore || usedHere;
  const [accountLimitReached, setAccountLimitReached] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [showPrompt, setShowPrompt] = useState(false);
  const [form, setForm] = useState({ key: 0, initialValues });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const resultRef = useRef<HTMLDivElement>(null);
  const latestValues = useRef<RankCheckFormValues>(initialValues);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
  const onValuesChange = useCallback(
    (values: RankCheckFormValues) => {
      latestValues.current = values;
      if (guest) setCheckerDraft(values);
    },
    [guest],
  );
  useEffect(() => () => setCheckerDraft(null), []);

  /** Spec §4: what the guest wanted to check survives sign-up or sign-in (only if there is something to run). */
  const rememberForSignUp = (values: RankCheckFormValues = latestValues.current) => {
    if (values.websiteUrl.trim() && values.keyword.trim()) savePendingCheck(values, new Date());
  };

  const submit = (values: RankCheckFormValues) => {
    setOutcome(null);
    latestValues.current = values;
    const filled = values.competitorUrls.map((url) => url.trim()).filter(Boolean);
    const competitorUrls = filled.length > 0 ? filled : undefined;
    void loadResultCard().catch(() => undefined);
    if (guest) void loadGuestPrompt().catch(() => undefined);
    check.mutate(
      { ...values, competitorUrls },
      {
        onSuccess: (result) => {
          checks.current += 1;
          const checkNumber = checks.current;
          if (result.previousRank !== undefined) {
            setOutcome({ result, previousRank: result.previousRank, checkNumber });
          } else {
            const key = { ...values, device: result.device };
            setOutcome({ result, previousRank: readPreviousRank(key), checkNumber });
            savePreviousRank(key, result.rank);
          }
          // Move focus to the result so keyboard and screen-reader users land on it.
          requestAnimationFrame(() => resultRef.current?.focus({ preventScroll: false }));
          if (guest) {
            markGuestCheckUsed(new Date());
            setGuestCheckUsed(true);
            later(() => setShowPrompt(true), GUEST_PROMPT_DELAY_MS);
          } else {
            // The check was saved to the account: statistics, recent checks and today's allowance are out of date.
            void queryClient?.invalidateQueries({ queryKey: USER_DATA_KEY });
            onChecked?.();
          }
        },
        onError: (error) => {
          // Only the free plan has a daily limit to upgrade away from; unknown plans are most likely free.
          const { title, description } = checkErrorToast(error, guest, access !== 'full');
          void notify.error(title, description);
          if (!(error instanceof ApiError) || error.code !== 'DAILY_LIMIT_REACHED') return;
          if (!guest) {
            setAccountLimitReached(true);
            return;
          }
          markGuestCheckUsed(new Date());
          setGuestCheckUsed(true);
          rememberForSignUp(values);
          later(() => void navigate(paths.signup), LIMIT_REDIRECT_DELAY_MS);
        },
      },
    );
  };

  useEffect(() => {
    if (!replay) return;
    const values = replayValues(replay);
    setForm((current) => ({ key: current.key + 1, initialValues: values }));
    // The form's current values, not the replayed ones: on the free plan it has put the engine back to Google.
    const id = setTimeout(() => submit(latestValues.current), PENDING_CHECK_DELAY_MS);
    return () => clearTimeout(id);
    // Runs once per pending check handed over (`submit` is a new function every render, not a trigger).
  }, [replay]);

  const limitReached = guest ? guestCheckUsed : accountLimitReached || dailyLimitReached;
  const state: CheckButtonState = check.isPending
    ? 'checking'
    : !limitReached
      ? 'idle'
      : guest
        ? 'limit-reached'
        : 'daily-limit';

  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <RankCheckForm
            key={form.key}
            guest={guest}
            access={guest ? undefined : access}
            state={state}
            onSubmit={submit}
            initialValues={form.initialValues}
            onValuesChange={onValuesChange}
            onSignUp={() => rememberForSignUp()}
            competitorSuggestions={competitorSuggestions}
          />
          {limitReached && !check.isPending ? (
            <p className="mt-3 text-center text-sm text-muted-foreground">
              {guest ? (
                <>
                  You've used today's free check.{' '}
                  <Link to={paths.signup} onClick={() => rememberForSignUp()} className="font-medium text-brand underline-offset-2 hover:underline">
                    Sign up free
                  </Link>{' '}
                  for 3 checks a day, or come back tomorrow.
                </>
              ) : access === 'full' ? (
                <>You've used today's checks. Please try again tomorrow.</>
              ) : (
                <>
                  You've used today's checks.{' '}
                  <Link to={paths.pricing} className="font-medium text-brand underline-offset-2 hover:underline">
                    Upgrade to Pro
                  </Link>{' '}
                  for unlimited checks, or come back tomorrow.
                </>
              )}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {check.isPending ? <CheckProgress progress={check.progress} /> : null}
      {outcome ? (
        <div ref={resultRef} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
          <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-muted" aria-hidden="true" />}>
            <ResultCard result={outcome.result} previousRank={outcome.previousRank} />
          </Suspense>
        </div>
      ) : null}
      {outcome && resultFooter ? resultFooter(outcome) : null}
      {showPrompt && guest ? (
        <Suspense fallback={null}>
          <GuestPrompt onDismiss={() => setShowPrompt(false)} onSignUp={() => rememberForSignUp()} />
        </Suspense>
      ) : null}
    </div>
  );
}
