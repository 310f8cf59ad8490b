import { useState, type FormEvent } from 'react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useSecondStep } from '../api/sign-in';

/**
 * The second step of a sign-in (decision 026): the authenticator app's code, or a recovery code. A wrong code
 * is said wrong without saying why; a sign-in that ended (too many tries, too long, another browser) sends the
 * visitor back to the password.
 */
export function SecondStepForm({ onRestart }: { onRestart: () => void }) {
  const [code, setCode] = useState('');
  const step = useSecondStep();
  const ended = step.error && 'code' in step.error && (step.error.code === 'INVALID_TOKEN' || step.error.code === 'RATE_LIMITED');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() !== '') step.mutate(code.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Two-step sign-in" className="grid gap-4">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        Your account asks for a second step. Enter the 6-digit code your authenticator app shows for Rank Checker, or one of your recovery codes.
      </p>
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
        value={code}
        error={step.isError ? errorText(step.error) : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      {ended ? (
        <Button type="button" size="lg" variant="outline" className="w-full" onClick={onRestart}>
          Sign in again
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full" disabled={step.isPending} aria-busy={step.isPending}>
          {step.isPending ? <Spinner /> : null}
          {step.isPending ? 'Checking…' : 'Continue'}
        </Button>
      )}
    </form>
  );
}
