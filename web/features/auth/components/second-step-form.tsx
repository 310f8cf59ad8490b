import { useState, type FormEvent } from 'react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { passkeysSupported } from '../../../lib/passkeys';
import { useLazyQuery } from '../../../lib/use-lazy-query';
import { PasskeyButton } from './passkey-button';
import { getPendingSecondStep, useSecondStep, useSecondStepWithPasskey } from '../api/sign-in';

/**
 * The second step of a sign-in (decision 026): a passkey, the authenticator app's code, or a recovery code — the
 * ways the account has. A wrong code is said wrong without saying why; a sign-in that ended (too many tries, too
 * long, another browser) sends the visitor back to the password.
 */
export function SecondStepForm({ onRestart }: { onRestart: () => void }) {
  const [code, setCode] = useState('');
  // A rare step: the data layer loads for it (decision 005).
  const pending = useLazyQuery({ queryKey: ['pending-second-step'], queryFn: getPendingSecondStep, gcTime: 0, retry: false });
  const step = useSecondStep();
  const byPasskey = useSecondStepWithPasskey();
  const failed = step.error ?? byPasskey.error;
  const ended = failed && 'code' in failed && (failed.code === 'INVALID_TOKEN' || failed.code === 'RATE_LIMITED');
  const withPasskey = pending.data?.passkey === true && passkeysSupported();
  const withApp = pending.data?.app !== false;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() !== '') step.mutate(code.trim());
  };
  // The ways the account has decide what is offered first: wait for them rather than redraw the form.
  if (pending.isPending) return <Skeleton className="h-40 w-full" />;
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        {withPasskey
          ? withApp
            ? 'Your account asks for a second step: use your passkey, or enter the 6-digit code your authenticator app shows, or one of your recovery codes.'
            : 'Your account asks for a second step: use your passkey, or enter one of your recovery codes.'
          : 'Your account asks for a second step. Enter the 6-digit code your authenticator app shows for Rank Checker, or one of your recovery codes.'}
      </p>
      {withPasskey && !ended ? (
        <PasskeyButton label="Use your passkey" pending={byPasskey.isPending} disabled={step.isPending} error={byPasskey.error} onClick={() => byPasskey.mutate()} />
      ) : null}
      <form onSubmit={submit} aria-label="Two-step sign-in" className="grid gap-4">
        <TextField
          label={withApp ? 'Code' : 'Recovery code'}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus={!withPasskey}
          value={code}
          error={step.isError ? errorText(step.error) : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {ended ? (
          <Button type="button" size="lg" variant="outline" className="w-full" onClick={onRestart}>
            Sign in again
          </Button>
        ) : (
          <Button type="submit" size="lg" variant={withPasskey ? 'outline' : 'primary'} className="w-full" disabled={step.isPending} aria-busy={step.isPending}>
            {step.isPending ? <Spinner /> : null}
            {step.isPending ? 'Checking…' : 'Continue'}
          </Button>
        )}
      </form>
    </div>
  );
}
