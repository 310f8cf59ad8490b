import { useState, type FormEvent } from 'react';
import { PHONE_NUMBER_HINT, startPhoneVerificationSchema } from '../../../../contracts/phone';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useTextPhoneCode } from '../api/phone';
import { FormMessage } from './settings-section';

/**
 * The number to add, with its country code: checked here with the route's own schema (libphonenumber's mobile
 * data), then texted a code by the server.
 */
export function PhoneNumberForm({ label, onCancel }: { label: string; onCancel?: () => void }) {
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const text = useTextPhoneCode();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = startPhoneVerificationSchema.safeParse({ phone });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? PHONE_NUMBER_HINT);
    setProblem(null);
    text.mutate(parsed.data.phone);
  };
  const error = problem ?? (text.isError ? errorText(text.error) : null);
  return (
    <form onSubmit={submit} aria-label={label} noValidate className="grid gap-4">
      <TextField
        label="Mobile number"
        name="phone"
        className="max-w-md"
        type="tel"
        autoComplete="tel"
        placeholder="+44 7400 123456"
        hint="With its country code. We text it a 6-digit code to check it is yours."
        aria-invalid={error ? true : undefined}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <FormMessage error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={text.isPending} aria-busy={text.isPending}>
          {text.isPending ? <Spinner /> : null}
          Text me a code
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={text.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
