import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useAction } from '../../../lib/use-action';
import { requestEmailCode, useEmailCodeSignIn } from '../api/sign-in';
import { EmailField } from './auth-fields';

/**
 * "Email me a sign-in code": the address, then the 6-digit code mailed to it. A first step like the password:
 * an account with two-step sign-in on goes on to its second step (`onSecondStep`).
 */
export function EmailCodeForm({ onSecondStep, onCancel }: { onSecondStep: () => void; onCancel: () => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const send = useAction({ action: requestEmailCode });
  const signIn = useEmailCodeSignIn();
  const sent = send.isSuccess;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sent) return send.mutate(email.trim());
    signIn.mutate({ email: email.trim(), code: code.trim() }, { onSuccess: (answer) => 'secondStep' in answer && onSecondStep() });
  };
  const failed = send.error ?? signIn.error;
  return (
    <form onSubmit={submit} aria-label="Sign in with an e-mailed code" className="grid gap-4">
      <EmailField value={email} onChange={setEmail} />
      {sent ? (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {send.data.message}
          </p>
          <TextField label="Code from the e-mail" name="code" inputMode="numeric" autoComplete="one-time-code" required autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
        </>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          {errorText(failed)}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending || signIn.isPending} aria-busy={send.isPending || signIn.isPending}>
        {send.isPending || signIn.isPending ? <Spinner /> : null}
        {sent ? 'Sign in' : 'Email me a code'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Use my password instead
      </Button>
    </form>
  );
}
