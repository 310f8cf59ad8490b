import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { resendVerification } from '../api/email-links';

/** Asks for a new confirmation link; the answer is the same whether or not the address has an account. */
export function ResendVerificationForm() {
  const [email, setEmail] = useState('');
  const resend = useAction({ action: resendVerification });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resend.mutate(email.trim(), {
      onError: (error) => void notify.error('Link Not Sent', error instanceof ApiError ? error.message : 'Something went wrong'),
    });
  };

  if (resend.isSuccess) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {resend.data.message}
      </p>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Send a new confirmation link" className="grid gap-3">
      <p className="text-sm text-muted-foreground">Enter your e-mail address and we'll send you a new confirmation link.</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="outline" disabled={resend.isPending} aria-busy={resend.isPending}>
        Send a new link
      </Button>
    </form>
  );
}
