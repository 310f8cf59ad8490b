import { localDateKey } from '../../../lib/local-date';
import { readStorage, writeStorage } from '../../../lib/safe-storage';

/** Guests get one free check per calendar day (spec §9); the server enforces it, this mirrors it in the UI. */
export const GUEST_DAILY_LIMIT = 1;

const key = (now: Date) => `rank-checker:guest-check:${localDateKey(now)}`;

export function hasUsedGuestCheck(now: Date): boolean {
  return readStorage('local', key(now)) !== null;
}

export function markGuestCheckUsed(now: Date): void {
  writeStorage('local', key(now), now.toISOString());
}
