import { useState, type FormEvent } from 'react';
import KeyRound from 'lucide-react/icons/key-round';
import type { Passkey } from '../../../../contracts/two-step';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { passkeysSupported } from '../../../lib/passkeys';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../api/two-step';
import { FormMessage } from './settings-section';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One passkey: its name, when it was added and last used, and renaming or removing it in place. */
function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const failed = rename.error ?? remove.error;
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: () => setMode('view') });
  };
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      {mode === 'rename' ? (
        <form onSubmit={save} aria-label={`Rename ${passkey.name}`} className="grid gap-2">
          <TextField label="Name" name="passkey-name" maxLength={60} required value={name} onChange={(event) => setName(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={rename.isPending} aria-busy={rename.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="[overflow-wrap:anywhere]">{passkey.name}</span>
              {passkey.synced ? <Badge tone="neutral">Synced</Badge> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              Added {day.format(new Date(passkey.createdAt))} · {passkey.lastUsedAt ? `last used ${day.format(new Date(passkey.lastUsedAt))}` : 'not used yet'}
            </p>
          </div>
          {mode === 'remove' ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm">Remove it?</span>
              <Button size="sm" variant="danger" disabled={remove.isPending} aria-busy={remove.isPending} onClick={() => remove.mutate(passkey.id)}>
                {remove.isPending ? <Spinner /> : null}
                Remove
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
                Keep
              </Button>
            </div>
          ) : (
            <div className="flex gap-2">
              <Button size="sm" variant="outline" aria-label={`Rename ${passkey.name}`} onClick={() => setMode('rename')}>
                Rename
              </Button>
              <Button size="sm" variant="outline" aria-label={`Remove ${passkey.name}`} onClick={() => setMode('remove')}>
                Remove
              </Button>
            </div>
          )}
        </div>
      )}
      <FormMessage error={failed ? errorText(failed) : null} />
    </li>
  );
}

/**
 * The account's passkeys and adding one: the browser's own dialog makes it (a fingerprint, a face, a screen lock or
 * a security key), the name tells it from the others later.
 */
export function PasskeysList({ passkeys, available, onCodes }: { passkeys: Passkey[]; available: boolean; onCodes: (codes: string[]) => void }) {
  const [name, setName] = useState('');
  const add = useAddPasskey();
  const supported = passkeysSupported();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        setName('');
        if (recoveryCodes) onCodes(recoveryCodes);
      },
    });
  };
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold">Passkeys</h3>
      <p className="text-sm text-muted-foreground">
        A passkey signs you in with your fingerprint, face or screen lock, or a security key: nothing to type, and nothing a fake site can steal.
      </p>
      {passkeys.length > 0 ? (
        <ul aria-label="Your passkeys" className="grid gap-2">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : null}
      {!available ? (
        <p className="text-sm text-muted-foreground">Passkeys are not available on this server.</p>
      ) : !supported ? (
        <p className="text-sm text-muted-foreground">This browser cannot make passkeys. Try a recent Chrome, Safari, Edge or Firefox.</p>
      ) : (
        <form onSubmit={submit} aria-label="Add a passkey" className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <TextField label="Name for the new passkey" name="new-passkey-name" maxLength={60} placeholder="Work laptop" value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="outline" disabled={add.isPending} aria-busy={add.isPending}>
            {add.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
            Add a passkey
          </Button>
          <div className="sm:col-span-2">
            <FormMessage error={add.isError ? errorText(add.error) : null} />
          </div>
        </form>
      )}
    </div>
  );
}
