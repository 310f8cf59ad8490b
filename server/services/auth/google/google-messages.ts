/**
 * Outcomes of Google sign-in that are not a success, as the callback page reports them (`code`):
 * - GOOGLE_NOT_CONFIGURED: no GOOGLE_CLIENT_ID/SECRET on this server (start answers 404).
 * - INVALID_STATE: the callback's state is unknown, used already, older than 30 minutes, or was started in another
 *   browser (its flow cookie is missing or another one's).
 * - OAUTH_FAILED: the provider refused or failed (access denied, code exchange, ID token validation, PKCE).
 * - ACCOUNT_ALREADY_EXISTS: sign-up with a Google identity that is already registered (spec §5, §8).
 * - ACCOUNT_LINK_REFUSED: an account with that e-mail exists but has not confirmed it; linking would hand it over.
 * - GOOGLE_EMAIL_UNVERIFIED: Google does not vouch for the e-mail, so it neither creates nor links an account.
 */
export const GOOGLE_FAILURE_CODES = [
  'GOOGLE_NOT_CONFIGURED',
  'INVALID_STATE',
  'OAUTH_FAILED',
  'ACCOUNT_ALREADY_EXISTS',
  'ACCOUNT_LINK_REFUSED',
  'GOOGLE_EMAIL_UNVERIFIED',
] as const;
export type GoogleFailureCode = (typeof GOOGLE_FAILURE_CODES)[number];

/** User-facing texts (spec §8 where it has one). */
export const GOOGLE_MESSAGES = {
  notConfigured: 'Sign-in with Google is not available yet. Please use your e-mail and password.',
  unavailable: 'Google sign-in is unavailable right now. Please try again later.',
  invalidState: 'This sign-in attempt has expired or was already used. Please try signing in with Google again.',
  otherBrowser: 'This sign-in was started in another browser. Please sign in with Google again here.',
  failed: 'Google sign-in failed. Please try again.',
  denied: 'Google sign-in was cancelled.',
  noEmail: 'Google did not share an e-mail address for this account, so we cannot sign you in with it.',
  accountAlreadyExists:
    'This Google account is already registered. Please go to the login page and click Sign in with Google...',
  localEmailUnverified:
    'An account with this e-mail address already exists but its address is not confirmed yet. Sign in with your password and confirm your e-mail first, then you can use Google.',
  googleEmailUnverified:
    'Your Google account’s e-mail address is not verified. Verify it with Google first, or sign up with your e-mail and a password.',
  success: 'Welcome! Successfully signed in with Google.',
  secondStep: 'Enter the code from your authenticator app to finish signing in.',
} as const;
