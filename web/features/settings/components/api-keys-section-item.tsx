import { useId } from 'react';
import Trash from 'lucide-react/icons/trash-2';
import type { ApiKey, ApiKeyScope } from '../../../../contracts/api-key';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { notify } from '../../../lib/notify';
import { useRevokeApiKey } from '../api/api-keys';
import { CreatedDate, LastUsed } from './api-keys-section-time';
import { errorText } from '../../../lib/error-text';
import { ConfirmButton } from './webhooks-section-confirm';

export const SCOPE_LABELS: Record<ApiKeyScope, string> = { read: 'Read only', write: 'Read and write' };
// Write keys can change things, so they stand out from the harmless ones.
const SCOPE_TONES: Record<ApiKeyScope, BadgeTone> = { read: 'neutral', write: 'caution' };

/** One key: name, scope, the visible beginning of the key, when it was made and last used, and revoking it. */
export function ApiKeyItem({ apiKey, now }: { apiKey: ApiKey; now: Date }) {
  const nameId = useId();
  const revoke = useRevokeApiKey();
  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-3 py-4 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className="min-w-0 font-medium wrap-anywhere">
            {apiKey.name}
          </p>
          <Badge tone={SCOPE_TONES[apiKey.scope]}>{SCOPE_LABELS[apiKey.scope]}</Badge>
        </div>
        <p>
          <span className="sr-only">Key starts with </span>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs [overflow-wrap:anywhere]">{apiKey.prefix}…</code>
        </p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd className="text-foreground">
              <CreatedDate iso={apiKey.createdAt} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Last used</dt>
            <dd className="text-foreground">
              <LastUsed iso={apiKey.lastUsedAt} now={now} />
            </dd>
          </div>
        </dl>
      </div>
      <div className="shrink-0">
        <ConfirmButton
          danger
          trigger={
            <>
              <Trash aria-hidden="true" />
              Revoke<span className="sr-only"> {apiKey.name}</span>
            </>
          }
          title="Revoke this API key?"
          description={
            <>
              <span className="font-medium wrap-anywhere text-foreground">{apiKey.name}</span>: programs using it stop working at once. This
              cannot be undone; to use the API again they need a new key.
            </>
          }
          confirmLabel="Revoke key"
          error={revoke.isError ? errorText(revoke.error) : null}
          onConfirm={() => revoke.mutateAsync(apiKey.id).then(() => void notify.success('API Key Revoked', apiKey.name))}
        />
      </div>
    </li>
  );
}
