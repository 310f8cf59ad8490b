import { useState } from 'react';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { formatPhoneNumber, type PhoneStatus } from '../../../../contracts/phone';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { usePhone, useRemovePhone } from '../api/phone';
import { PhoneCodeForm } from './phone-code-form';
import { PhoneNumberForm } from './phone-number-form';
import { FormMessage, SettingsSection } from './settings-section';
import { ConfirmButton } from './webhooks-section-confirm';

const since = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The verified number; with `onChange`, the ways to change or remove it. */
function VerifiedPhone({ number, verifiedAt, onChange }: { number: string; verifiedAt: string | null; onChange?: (() => void) | undefined }) {
  const remove = useRemovePhone();
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium whitespace-nowrap">{formatPhoneNumber(number)}</span>
        <Badge tone="success">
          <BadgeCheck aria-hidden="true" />
          Verified
        </Badge>
      </p>
      <p className="text-sm text-muted-foreground">
        {verifiedAt ? `Added on ${since.format(new Date(verifiedAt))}. ` : null}You can sign in with it and your password, as with your e-mail
        address.
      </p>
      {onChange ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onChange}>
            Change number
          </Button>
          <ConfirmButton
            trigger="Remove"
            title="Remove your phone number?"
            description={`${formatPhoneNumber(number)} will no longer sign in to your account. Your e-mail address still does.`}
            confirmLabel="Remove number"
            danger
            error={remove.isError ? errorText(remove.error) : null}
            onConfirm={() => remove.mutateAsync(undefined)}
          />
        </div>
      ) : null}
    </div>
  );
}

/** What the section shows for the account's state: the verified number, a code to enter, or a number to add. */
function PhoneState({ status }: { status: PhoneStatus }) {
  const [changing, setChanging] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const { number, verifiedAt, pending } = status;
  const startChanging = () => {
    setConfirmed(false);
    setChanging(true);
  };
  return (
    <div className="grid gap-5">
      {confirmed ? <FormMessage success="Your phone number is verified: you can now sign in with it and your password." /> : null}
      {number ? <VerifiedPhone number={number} verifiedAt={verifiedAt} onChange={changing || pending ? undefined : startChanging} /> : null}
      {pending ? (
        <PhoneCodeForm
          number={pending.number}
          onConfirmed={() => {
            setChanging(false);
            setConfirmed(true);
          }}
        />
      ) : !number ? (
        <PhoneNumberForm label="Add a phone number" />
      ) : changing ? (
        <PhoneNumberForm label="Change your phone number" onCancel={() => setChanging(false)} />
      ) : null}
    </div>
  );
}

/** Settings → Phone number: a mobile number, confirmed by a texted code, signs in with the password (spec §5). */
export function PhoneSection() {
  const status = usePhone();
  return (
    <SettingsSection id="phone" title="Phone number" description="Sign in with your mobile number and your password instead of your e-mail address.">
      {status.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : status.isError ? (
        <LoadError what="your phone number" error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <PhoneState status={status.data} />
      )}
    </SettingsSection>
  );
}
