import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { freshSchema, passkeyOptionsSchema, twoStepStatusSchema } from '../../../../contracts/two-step';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { fetchParsed } from '../../../lib/fetch-parsed';
import { passkeysSupported, signWithPasskey } from '../../../lib/passkeys';
import { PasskeyButton } from './passkey-button';

const confirmWith = (body: { code: string } | { passkey: unknown }) => fetchParsed(freshSchema, '/me/two-step/confirm', { method: 'POST', json: body });

/** "Confirm it's you": the app's code, a recovery code, or a passkey, for the change that asked. */
export function ConfirmItIsYouDialog({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const status = useQuery({ queryKey: ['confirm-it-is-you'], queryFn: () => fetchParsed(twoStepStatusSchema, '/me/two-step'), gcTime: 0 });
  const byCode = useMutation({ mutationFn: (typed: string) => confirmWith({ code: typed }), onSuccess: onConfirmed });
  const byPasskey = useMutation({
    mutationFn: async () => {
      const { options } = await fetchParsed(passkeyOptionsSchema, '/me/two-step/confirm/passkey-options', { method: 'POST' });
      return confirmWith({ passkey: await signWithPasskey(options) });
    },
    onSuccess: onConfirmed,
  });
  const busy = byCode.isPending || byPasskey.isPending;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() !== '') byCode.mutate(code.trim());
  };
  const withPasskey = status.data && status.data.passkeys.length > 0 && status.data.passkeysAvailable && passkeysSupported();
  return (
    <DialogFrame
      open
      onOpenChange={(next) => (next || busy ? undefined : onCancel())}
      size="sm"
      eyebrow={<ShieldCheck aria-hidden="true" className="size-5 text-brand" />}
      title="Confirm it’s you"
      description="This change protects your account, so it asks for your second step again. It is not asked again for the next 15 minutes."
    >
      {status.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : status.isError ? (
        <LoadError what="your sign-in settings" error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <div className="grid gap-4">
          {withPasskey ? <PasskeyButton label="Use a passkey" pending={byPasskey.isPending} disabled={byCode.isPending} error={byPasskey.error} onClick={() => byPasskey.mutate()} /> : null}
          <form onSubmit={submit} aria-label="Confirm with a code" className="grid gap-3">
            <TextField
              label={status.data.app === 'on' ? 'Code from your authenticator app, or a recovery code' : 'A recovery code'}
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus={!withPasskey}
              value={code}
              error={byCode.isError ? errorText(byCode.error) : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" variant={withPasskey ? 'outline' : 'primary'} disabled={busy || code.trim() === ''} aria-busy={byCode.isPending}>
                {byCode.isPending ? <Spinner /> : null}
                Confirm
              </Button>
            </div>
          </form>
        </div>
      )}
    </DialogFrame>
  );
}
