import { useRef, useState } from 'react';
import KeyRound from 'lucide-react/icons/key-round';
import Lock from 'lucide-react/icons/lock';
import { Link } from 'react-router';
import type { ApiKeyCreated, ApiKeyList } from '../../../../contracts/api-key';
import { Alert } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useApiKeys } from '../api/api-keys';
import { CreateApiKeyForm } from './api-keys-section-form';
import { ApiKeyItem } from './api-keys-section-item';
import { NewApiKey } from './api-keys-section-new-key';
import { SettingsSection } from './settings-section';

const linkClass = 'font-medium text-brand underline underline-offset-2';

function EmptyState() {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-border p-4 text-sm">
      <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p className="font-medium">No API keys yet</p>
        <p className="mt-1 text-muted-foreground">
          A key lets your own programs (a reporting dashboard, a script) read your rankings and run checks through the API.{' '}
          <Link className={linkClass} to={paths.apiDocs}>
            Read the API reference
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The plan has no API: keys are kept (they work again after an upgrade) but refused, and none can be made. */
function NoApiNotice({ hasKeys }: { hasKeys: boolean }) {
  return (
    <Alert tone="warning" role="status" icon={<Lock aria-hidden="true" />} title="API access is part of Pro and Enterprise, and of the free trial.">
      <p>
        {hasKeys ? 'Your keys are kept, but the API refuses them on your current plan. You can still revoke them. ' : null}
        <Link className="font-medium underline underline-offset-2" to={paths.pricing}>
          Compare plans
        </Link>
      </p>
    </Alert>
  );
}

function Keys({ list }: { list: ApiKeyList }) {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const createButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // 'Last used 5 minutes ago' moves on while the page stays open.
  const now = useNow(60_000);
  const { items, max, apiIncluded, rateLimitPerMinute } = list;

  const done = () => {
    // Back to where the key came from; with the account now full there is no button, so to the list.
    (createButtonRef.current ?? listRef.current)?.focus();
    setCreated(null);
  };

  return (
    <div className="grid gap-6">
      {apiIncluded ? null : <NoApiNotice hasKeys={items.length > 0} />}
      {created ? <NewApiKey apiKey={created} onDone={done} /> : null}
      {items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul ref={listRef} tabIndex={-1} aria-label="Your API keys" className="divide-y divide-border rounded-md focus:outline-none focus-visible:outline-2 focus-visible:outline-ring">
          {items.map((apiKey) => (
            <ApiKeyItem key={apiKey.id} apiKey={apiKey} now={now} />
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">
        {items.length} of {max} keys
        {apiIncluded ? ` · Up to ${rateLimitPerMinute} requests a minute per key` : null}
      </p>
      {apiIncluded ? (
        <CreateApiKeyForm count={items.length} max={max} onCreated={setCreated} buttonRef={createButtonRef} />
      ) : null}
    </div>
  );
}

/**
 * Settings: the account's API keys, for calling /api/v1 with `Authorization: Bearer rc_live_…`. Each key is
 * shown once when created, then only by its beginning. Takes no props: it loads its own data.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  return (
    <SettingsSection
      id="api-keys-title"
      title="API keys"
      description={
        <>
          Keys for your own programs to use the Rank Checker API. Treat them like passwords.{' '}
          <Link className={linkClass} to={paths.apiDocs}>
            API reference
          </Link>
        </>
      }
    >
      {keys.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your API keys…</span>
          <Skeleton className="h-32" />
        </div>
      ) : keys.isError ? (
        <LoadError what="your API keys" error={keys.error} onRetry={() => void keys.refetch()} />
      ) : (
        <Keys list={keys.data} />
      )}
    </SettingsSection>
  );
}
