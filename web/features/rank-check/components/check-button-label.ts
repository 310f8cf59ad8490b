export type CheckButtonState = 'idle' | 'checking' | 'limit-reached';

/** Spec §4 (rank check) and guest flow: the submit button's text in each state. */
export const CHECK_BUTTON_LABELS: Record<CheckButtonState, string> = {
  idle: 'Check Ranking',
  checking: 'Checking Ranking...',
  'limit-reached': 'Limit Reached - Sign Up',
};
