import { ApiError } from '../../../lib/api-client';
import { CHECK_FAILED_MESSAGE } from '../api/run-rank-check';

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
export const SIGN_UP_HINT = 'Sign up free for more checks.';
const GUEST_LIMIT_FALLBACK = "You've used today's free check";

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Spec §8: the toast for a failed check. API errors carry a message meant for users; others do not.
 * A daily limit adds what to do next: sign up (guests), upgrade (free plan) or 'Please try again tomorrow.'
 */
export function checkErrorToast(error: unknown, guest: boolean, freePlan = true): ToastText {
  if (!(error instanceof ApiError)) return { title: 'Error', description: CHECK_FAILED_MESSAGE };
  if (error.code === 'DAILY_LIMIT_REACHED') {
    // The server words the limit (singular for a guest's one check); these stand in if it sent no words.
    const used = error.message || (guest ? GUEST_LIMIT_FALLBACK : "You've used all your daily checks");
    return {
      title: 'Daily Limit Reached',
      description: `${sentence(used)} ${guest ? SIGN_UP_HINT : freePlan ? UPGRADE_HINT : TRY_TOMORROW_HINT}`,
    };
  }
  return { title: TITLES[error.code] ?? 'Error', description: error.message || CHECK_FAILED_MESSAGE };
}
