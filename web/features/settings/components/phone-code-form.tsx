import { useState, type FormEvent } from 'react';
import { formatPhoneNumber } from '../../../../contracts/phone';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useCancelPhoneCode, useConfirmPhone, useTextPhoneCode } from '../api/phone';
import { FormMessage } from './settings-section';

/** The code texted to a number: confirm it, have a new one sent, or give up on the number. */
export function PhoneCodeForm({ number, onConfirmed }: { number: string; onConfirmed: () => void }) {
  const [code, setCode] = useState('');
  const confirm = useConfirmPhone();
  const resend = useTextPhoneCode();
  const cancel = useCancelPhoneCode();
  const busy = confirm.isPending || resend.isPending || cancel.isPending;
  const failed = confirm.error ?? resend.error ?? cancel.error;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resend.reset();
    confirm.mutate(code.trim(), { onSuccess: onConfirmed });
  };
  return (
    <form onSubmit={submit} aria-label="Confirm your phone number" className="grid gap-4">
      <p className="text-sm">
        We texted a 6-digit code to <span className="font-medium whitespace-nowrap">{formatPhoneNumber(number)}</span>. It works for 10 minutes.
      </p>
      <TextField
        label="Code from the text message"
        name="code"
        className="max-w-md"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormMessage error={failed ? errorText(failed) : null} success={resend.isSuccess ? 'We texted you a new code.' : null} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={confirm.isPending}>
          {confirm.isPending ? <Spinner /> : null}
          Confirm
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          aria-busy={resend.isPending}
          onClick={() => {
            confirm.reset();
            resend.mutate(number, { onSuccess: () => setCode('') });
          }}
        >
          Send a new code
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => cancel.mutate(undefined)}>
          Use another number
        </Button>
      </div>
    </form>
  );
}
