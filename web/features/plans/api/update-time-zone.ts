import { useContext, useEffect, useRef } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { readStorage, writeStorage } from '../../../lib/safe-storage';
import { planQueryKey } from './get-plan';

const SENT_KEY = 'rank-checker:time-zone-sent';

/** The browser's IANA time zone, or null where Intl cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** PUT /api/v1/me/time-zone — the user's day (daily allowance, trial end) follows this zone. */
export async function updateTimeZone(timeZone: string): Promise<void> {
  await apiFetch('/me/time-zone', { method: 'PUT', json: { timeZone } });
}

/**
 * Tells the server the browser's time zone once per browser session and user (and again if the zone
 * changes, e.g. after travelling). The plan is refetched afterwards: its daily allowance counts days in
 * that zone.
 */
export function useTimeZoneSync(userId: string | null): void {
  // The client as the answer arrives: the data layer may have loaded meanwhile (a plan asked in the old zone).
  const loaded = useContext(QueryClientContext);
  const queryClient = useRef(loaded);
  queryClient.current = loaded;
  useEffect(() => {
    if (!userId) return;
    const timeZone = browserTimeZone();
    if (!timeZone) return;
    const marker = `${userId}:${timeZone}`;
    if (readStorage('session', SENT_KEY) === marker) return;
    // Marked before sending so a re-render does not send twice; cleared again if the request fails.
    writeStorage('session', SENT_KEY, marker);
    updateTimeZone(timeZone).then(
      // A plan request still on its way was answered in the old zone: it is dropped and asked again.
      async () => {
        const client = queryClient.current;
        await client?.cancelQueries({ queryKey: planQueryKey });
        await client?.invalidateQueries({ queryKey: planQueryKey });
      },
      () => writeStorage('session', SENT_KEY, ''),
    );
  }, [userId]);
}
