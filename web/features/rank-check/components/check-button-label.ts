/** 'daily-limit' is the signed-in variant of 'limit-reached': there is no account to sign up for. */
export type CheckButtonState = 'idle' | 'checking' | 'limit-reached' | 'daily-limit';

/** Spec §4 (rank check) and guest flow: the submit button's text in each state. */
export const CHECK_BUTTON_LABELS: Record<CheckButtonState, string> = {
  idle: 'Check Ranking',
  checking: 'Checking Ranking...',
  'limit-reached': 'Limit Reached - Sign Up',
  'daily-limit': 'Daily Limit Reached',
};
