import { useState, type FormEvent } from 'react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { AppSetUp, TwoStepStatus } from '../../../../contracts/two-step';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useConfirmApp, useRemoveApp, useRenewRecoveryCodes, useStartAppSetUp, useTwoStep } from '../api/two-step';
import { PasskeysList } from './passkeys-list';
import { RecoveryCodesList } from './recovery-codes-list';
import { FormMessage, SettingsSection } from './settings-section';

const since = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
/** The secret in groups of four, as apps show what they ask to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Scan or type the secret, then confirm with the app's first code. */
function SetUpApp({ setUp, onDone }: { setUp: AppSetUp; onDone: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const confirm = useConfirmApp();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes) });
  };
  return (
    <form onSubmit={submit} aria-label="Turn on two-step sign-in" className="grid gap-4">
      <ol className="grid list-decimal gap-3 pl-5 text-sm">
        <li>
          Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
          <img src={`data:image/svg+xml;utf8,${encodeURIComponent(setUp.qrSvg)}`} alt="QR code for your authenticator app" width={176} height={176} className="mt-2 rounded-md border border-border bg-white p-1" />
        </li>
        <li>
          Or type this key into the app:{' '}
          <code data-testid="two-step-secret" className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm [overflow-wrap:anywhere]">
            {grouped(setUp.secret)}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows for Rank Checker.</li>
      </ol>
      <TextField label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(event) => setCode(event.target.value)} />
      <FormMessage error={confirm.isError ? errorText(confirm.error) : null} />
      <div>
        <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
          {confirm.isPending ? <Spinner /> : null}
          Turn on
        </Button>
      </div>
    </form>
  );
}

/** The authenticator app: on since when (and removing it), being set up, or off (and setting one up). */
function AppPart({ status, onCodes }: { status: TwoStepStatus; onCodes: (codes: string[]) => void }) {
  const start = useStartAppSetUp();
  const remove = useRemoveApp();
  const failed = start.error ?? remove.error;
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold">Authenticator app</h3>
      {status.app === 'on' ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">Codes from your app work since {since.format(new Date(status.onSince ?? Date.now()))}.</p>
          <Button size="sm" variant="outline" disabled={remove.isPending} aria-busy={remove.isPending} onClick={() => remove.mutate(undefined)}>
            {remove.isPending ? <Spinner /> : null}
            Remove the app
          </Button>
        </div>
      ) : start.data ? (
        <SetUpApp setUp={start.data} onDone={(codes) => (codes.length > 0 ? onCodes(codes) : start.reset())} />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">Google Authenticator, Microsoft Authenticator, 1Password or any app that shows 6-digit codes.</p>
          <div>
            <Button variant="outline" onClick={() => start.mutate(undefined)} disabled={start.isPending} aria-busy={start.isPending}>
              {start.isPending ? <Spinner /> : null}
              Set up an authenticator app
            </Button>
          </div>
        </div>
      )}
      <FormMessage error={failed ? errorText(failed) : null} />
    </div>
  );
}

/**
 * Settings → Two-step sign-in (decision 026): after the password, a code from an authenticator app or a passkey.
 * Changes that could lock someone out, or let someone in, ask the person to confirm it is them first (the app-wide
 * dialog answering SECOND_STEP_REQUIRED).
 */
export function TwoStepSection() {
  const status = useTwoStep();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = status.data ? status.data.app === 'on' || status.data.passkeys.length > 0 : false;
  return (
    <SettingsSection
      id="security"
      title="Two-step sign-in"
      description="After your password, sign-in asks for a second step: a code from an authenticator app, or a passkey. A stolen password alone does not open your account."
    >
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
      ) : status.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : status.isError ? (
        <LoadError what="two-step sign-in" error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {on ? (
                <>
                  <Badge tone="success">
                    <ShieldCheck aria-hidden="true" />
                    On
                  </Badge>
                  {status.data.recoveryCodesLeft} recovery {status.data.recoveryCodesLeft === 1 ? 'code' : 'codes'} left
                </>
              ) : (
                <>
                  <Badge tone="neutral">Off</Badge>
                  Your password alone signs you in.
                </>
              )}
            </p>
            {on ? (
              <Button size="sm" variant="outline" disabled={renew.isPending} aria-busy={renew.isPending} onClick={() => renew.mutate(undefined, { onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes) })}>
                {renew.isPending ? <Spinner /> : null}
                New recovery codes
              </Button>
            ) : null}
          </div>
          <FormMessage error={renew.isError ? errorText(renew.error) : null} />
          <AppPart status={status.data} onCodes={setCodes} />
          <PasskeysList passkeys={status.data.passkeys} available={status.data.passkeysAvailable} onCodes={setCodes} />
        </div>
      )}
    </SettingsSection>
  );
}
