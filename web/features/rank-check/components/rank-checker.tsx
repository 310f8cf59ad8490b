import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RankCheckResult } from '../../../../contracts/rank-check';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRankCheck } from '../api/use-rank-check';
import { checkErrorToast } from '../lib/check-error-toast';
import { hasUsedGuestCheck, markGuestCheckUsed } from '../lib/guest-allowance';
import { readPreviousRank, savePreviousRank } from '../lib/previous-rank';
import type { CheckButtonState } from './check-button-label';
import { CheckProgress } from './check-progress';
import type { RankCheckFormValues } from './form-values';
import { GuestPrompt } from './guest-prompt';
import { RankCheckForm } from './rank-check-form';
import { ResultCard } from './result-card';

/** Spec §9: guest prompt 2 s after a check; redirect to sign-up 1.5 s after the daily-limit toast. */
export const GUEST_PROMPT_DELAY_MS = 2000;
export const LIMIT_REDIRECT_DELAY_MS = 1500;

interface Outcome {
  result: RankCheckResult;
  previousRank: number | null;
}

/** The checker: form, live progress, result card and the guest rules around them. */
export function RankChecker({ guest }: { guest: boolean }) {
  const navigate = useNavigate();
  const check = useRankCheck();
  const [limitReached, setLimitReached] = useState(() => guest && hasUsedGuestCheck(new Date()));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [showPrompt, setShowPrompt] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  const submit = (values: RankCheckFormValues) => {
    setOutcome(null);
    const competitorUrls = values.competitorUrls.length > 0 ? values.competitorUrls : undefined;
    check.mutate(
      { ...values, competitorUrls },
      {
        onSuccess: (result) => {
          const key = { websiteUrl: values.websiteUrl, keyword: values.keyword, searchEngine: values.searchEngine, location: values.location };
          setOutcome({ result, previousRank: readPreviousRank(key) });
          savePreviousRank(key, result.rank);
          // Move focus to the result so keyboard and screen-reader users land on it.
          requestAnimationFrame(() => resultRef.current?.focus({ preventScroll: false }));
          if (guest) {
            markGuestCheckUsed(new Date());
            setLimitReached(true);
            later(() => setShowPrompt(true), GUEST_PROMPT_DELAY_MS);
          }
        },
        onError: (error) => {
          const { title, description } = checkErrorToast(error, guest);
          notify.error(title, description);
          if (error instanceof ApiError && error.code === 'DAILY_LIMIT_REACHED') {
            setLimitReached(true);
            if (guest) markGuestCheckUsed(new Date());
            if (guest) later(() => navigate(paths.signup), LIMIT_REDIRECT_DELAY_MS);
          }
        },
      },
    );
  };

  const state: CheckButtonState = check.isPending ? 'checking' : limitReached ? 'limit-reached' : 'idle';

  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <RankCheckForm guest={guest} state={state} onSubmit={submit} />
          {limitReached && !check.isPending && guest ? (
            <p className="mt-3 text-center text-sm text-muted-foreground">
              You've used today's free check.{' '}
              <Link to={paths.signup} className="font-medium text-brand underline-offset-2 hover:underline">
                Sign up free
              </Link>{' '}
              for 3 checks a day, or come back tomorrow.
            </p>
          ) : null}
        </CardContent>
      </Card>
      {check.isPending ? <CheckProgress progress={check.progress} /> : null}
      {outcome ? (
        <div ref={resultRef} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
          <ResultCard result={outcome.result} previousRank={outcome.previousRank} />
        </div>
      ) : null}
      {showPrompt ? <GuestPrompt onDismiss={() => setShowPrompt(false)} /> : null}
    </div>
  );
}
