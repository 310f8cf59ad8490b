import KeyRound from 'lucide-react/icons/key-round';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { passkeysSupported } from '../../../lib/passkeys';
import { usePasskeySignIn } from '../api/sign-in';

/**
 * "Sign in with a passkey": no address, no password — the browser offers the passkeys it holds for this site and
 * the authenticator checks it is its owner (both steps at once). Hidden where the browser cannot.
 */
export function PasskeySignInButton() {
  const signIn = usePasskeySignIn();
  if (!passkeysSupported()) return null;
  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" size="lg" className="w-full" disabled={signIn.isPending} aria-busy={signIn.isPending} onClick={() => signIn.mutate()}>
        {signIn.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
        Sign in with a passkey
      </Button>
      {signIn.isError ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {errorText(signIn.error)}
        </p>
      ) : null}
    </div>
  );
}
