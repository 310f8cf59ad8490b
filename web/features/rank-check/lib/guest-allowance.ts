import { localDateKey } from '../../../lib/local-date';
import { readStorage, writeStorage } from '../../../lib/safe-storage';

/**
 * Guests get one free check per calendar day (spec §9); the server enforces it, this mirrors it in the UI:
 * one mark per day is the whole allowance.
 */
const key = (now: Date) => `rank-checker:guest-check:${localDateKey(now)}`;

export function hasUsedGuestCheck(now: Date): boolean {
  return readStorage('local', key(now)) !== null;
}

export function markGuestCheckUsed(now: Date): void {
  writeStorage('local', key(now), now.toISOString());
}
