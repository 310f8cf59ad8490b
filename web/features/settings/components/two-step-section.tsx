import { useState, type FormEvent } from 'react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { AppSetUp } from '../../../../contracts/two-step';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useConfirmApp, useRenewRecoveryCodes, useStartAppSetUp, useTurnOffTwoStep, useTwoStep } from '../api/two-step';
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

/** With two-step sign-in on: new recovery codes or turning it off, each after a fresh code. */
function ManageTwoStep({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const renew = useRenewRecoveryCodes();
  const off = useTurnOffTwoStep();
  const failed = renew.error ?? off.error;
  const busy = renew.isPending || off.isPending;
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Change two-step sign-in" className="grid gap-3">
      <TextField
        label="Code from your app, or a recovery code"
        name="code"
        autoComplete="one-time-code"
        hint="Changing two-step sign-in asks for it again."
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormMessage error={failed ? errorText(failed) : null} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={busy || code.trim() === ''}
          onClick={() =>
            renew.mutate(code.trim(), {
              onSuccess: ({ recoveryCodes }) => {
                setCode('');
                onCodes(recoveryCodes);
              },
            })
          }
        >
          New recovery codes
        </Button>
        <Button type="button" variant="danger" disabled={busy || code.trim() === ''} onClick={() => off.mutate(code.trim(), { onSuccess: () => setCode('') })}>
          Turn off
        </Button>
      </div>
    </form>
  );
}

/** Settings → Two-step sign-in: an authenticator app asked after the password (decision 026). */
export function TwoStepSection() {
  const status = useTwoStep();
  const start = useStartAppSetUp();
  const [codes, setCodes] = useState<string[] | null>(null);
  const setUp = start.data;
  return (
    <SettingsSection
      id="security"
      title="Two-step sign-in"
      description="After your password, sign-in asks for a code from an authenticator app on your phone: a stolen password alone does not open your account."
    >
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
      ) : status.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : status.isError ? (
        <LoadError what="two-step sign-in" error={status.error} onRetry={() => void status.refetch()} />
      ) : status.data.app === 'on' ? (
        <div className="grid gap-4">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="success">
              <ShieldCheck aria-hidden="true" />
              On
            </Badge>
            since {since.format(new Date(status.data.onSince ?? Date.now()))} · {status.data.recoveryCodesLeft} recovery {status.data.recoveryCodesLeft === 1 ? 'code' : 'codes'} left
          </p>
          <ManageTwoStep onCodes={setCodes} />
        </div>
      ) : setUp ? (
        <SetUpApp setUp={setUp} onDone={setCodes} />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">Off: your password alone signs you in.</p>
          <FormMessage error={start.isError ? errorText(start.error) : null} />
          <div>
            <Button onClick={() => start.mutate(undefined)} disabled={start.isPending} aria-busy={start.isPending}>
              {start.isPending ? <Spinner /> : null}
              Set up an authenticator app
            </Button>
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
