import { passkeysSupported } from '../../../lib/passkeys';
import { useClientValue } from '../../../lib/client-value';
import { usePasskeySignIn } from '../api/sign-in';
import { PasskeyButton } from './passkey-button';

/**
 * "Sign in with a passkey": no address, no password — the browser offers the passkeys it holds for this site and
 * the authenticator checks it is its owner (both steps at once). Hidden where the browser cannot: the build does
 * not know the browser, so the prerendered page has it (as nearly every browser can) until the page is hydrated.
 */
export function PasskeySignInButton() {
  const signIn = usePasskeySignIn();
  if (!useClientValue(passkeysSupported, true)) return null;
  return <PasskeyButton label="Sign in with a passkey" variant="outline" size="md" pending={signIn.isPending} error={signIn.error} onClick={() => signIn.mutate()} />;
}
