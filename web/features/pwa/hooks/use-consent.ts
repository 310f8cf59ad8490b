import { useSyncExternalStore } from 'react';
import { getConsent, subscribeToConsent, type ConsentChoice } from '../consent/cookie-consent';

/** The stored cookie choice, kept current when it is made (here or in another tab). */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribeToConsent, getConsent, () => null);
}
