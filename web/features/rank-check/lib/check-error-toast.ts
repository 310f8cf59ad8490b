import { ApiError } from '../../../lib/api-client';
import { CHECK_FAILED_MESSAGE } from '../api/run-rank-check';
import { GUEST_DAILY_LIMIT } from './guest-allowance';

export interface ToastText {
  title: string;
  description: string;
}

const TITLES: Partial<Record<string, string>> = {
  MISSING_INFORMATION: 'Missing Information',
  SIGN_UP_REQUIRED: 'Sign Up Required',
  FEATURE_RESTRICTED: 'Feature Restricted',
  DAILY_LIMIT_REACHED: 'Daily Limit Reached',
};

export const UPGRADE_HINT = 'Upgrade to Pro for unlimited checks!';
export const TRY_TOMORROW_HINT = 'Please try again tomorrow.';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Spec §8: the toast for a failed check. API errors carry a message meant for users; others do not.
 * A signed-in user's daily limit adds the upgrade hint on the free plan, else 'Please try again tomorrow.'
 */
export function checkErrorToast(error: unknown, guest: boolean, freePlan = true): ToastText {
  if (!(error instanceof ApiError)) return { title: 'Error', description: CHECK_FAILED_MESSAGE };
  if (error.code === 'DAILY_LIMIT_REACHED' && guest) {
    return {
      title: 'Daily Limit Reached',
      description: `You've used all ${GUEST_DAILY_LIMIT} daily checks. Sign up free for more checks.`,
    };
  }
  if (error.code === 'DAILY_LIMIT_REACHED') {
    return {
      title: 'Daily Limit Reached',
      description: `${sentence(error.message || "You've used all your daily checks")} ${freePlan ? UPGRADE_HINT : TRY_TOMORROW_HINT}`,
    };
  }
  return { title: TITLES[error.code] ?? 'Error', description: error.message || CHECK_FAILED_MESSAGE };
}
