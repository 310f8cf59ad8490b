import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { scrollToId } from '../../../lib/scroll-to-id';
import { useEmailPreferences } from '../api/email-preferences';
import { EmailPreferencesForm } from './email-preferences-section-form';

/** The section's id: alert e-mails link to /settings#email-preferences. */
export const EMAIL_PREFERENCES_ID = 'email-preferences';

/**
 * Settings: whether rank alerts are e-mailed (off by default), one by one or as a daily digest at a local hour.
 * Loads its own data; opened from an e-mail's "manage preferences" link it scrolls itself into view once shown.
 */
export function EmailPreferencesSection() {
  const preferences = useEmailPreferences();
  const { hash } = useLocation();
  const ready = preferences.isSuccess;
  useEffect(() => {
    // The section appears after its data: the browser's own jump to the #fragment happened before it existed.
    if (ready && hash === `#${EMAIL_PREFERENCES_ID}`) scrollToId(EMAIL_PREFERENCES_ID);
  }, [ready, hash]);

  return (
    <Card id={EMAIL_PREFERENCES_ID} role="region" aria-labelledby={`${EMAIL_PREFERENCES_ID}-title`} className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={`${EMAIL_PREFERENCES_ID}-title`}>Alert e-mails</CardTitle>
        <CardDescription>Get your rank alerts by e-mail, one by one or as one daily digest. Off until you turn them on.</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading your e-mail preferences…</span>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-40" />
          </div>
        ) : preferences.isError ? (
          <LoadError what="your e-mail preferences" error={preferences.error} onRetry={() => void preferences.refetch()} />
        ) : (
          <EmailPreferencesForm key={preferences.dataUpdatedAt} saved={preferences.data} />
        )}
      </CardContent>
    </Card>
  );
}
