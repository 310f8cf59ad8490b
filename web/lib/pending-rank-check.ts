import { DEFAULT_DEVICE, isDevice, type Device } from '../../core/search/devices';
import { isSearchEngine, type SearchEngine } from '../../core/search/engines';
import { DEFAULT_LOCATION, isLocationCode, type LocationCode } from '../../core/search/locations';
import { readStorage, removeStorage, writeStorage } from './safe-storage';

/** Spec §3: the check a guest wanted to run, kept in local storage across sign-up or sign-in. */
export interface PendingRankCheck {
  websiteUrl: string;
  keyword: string;
  location: LocationCode;
  searchEngine: SearchEngine;
  device: Device;
  competitorUrls: string[];
  /** When it was saved, ms since the epoch. */
  timestamp: number;
}

export const PENDING_CHECK_KEY = 'pendingRankCheck';
/** Spec §9: a pending check older than 1 hour is discarded; it runs 1 s after the form is refilled. */
export const PENDING_CHECK_MAX_AGE_MS = 60 * 60 * 1000;
export const PENDING_CHECK_DELAY_MS = 1000;

/** Remembers the form before the visitor is sent to sign up or sign in. */
export function savePendingCheck(values: Omit<PendingRankCheck, 'timestamp'>, now: Date): void {
  const pending: PendingRankCheck = {
    websiteUrl: values.websiteUrl,
    keyword: values.keyword,
    location: values.location,
    searchEngine: values.searchEngine,
    device: values.device,
    competitorUrls: values.competitorUrls.filter((url) => url.trim() !== ''),
    timestamp: now.getTime(),
  };
  writeStorage('local', PENDING_CHECK_KEY, JSON.stringify(pending));
}

// The guest's checker form while it is on screen, so that every way to sign in or sign up (the navbar's Login
// and 'Sign Up Free', the drawer's) keeps it, not only the checker's own prompts.
let checkerDraft: Omit<PendingRankCheck, 'timestamp'> | null = null;

/** The checker tells what its guest has typed (null once it leaves the screen). */
export function setCheckerDraft(values: Omit<PendingRankCheck, 'timestamp'> | null): void {
  checkerDraft = values;
}

/** Spec §4: a guest leaving the checker for sign-in or sign-up keeps what they typed, if there is something to run. */
export function saveCheckerDraft(now: Date): void {
  if (checkerDraft && checkerDraft.websiteUrl.trim() && checkerDraft.keyword.trim()) savePendingCheck(checkerDraft, now);
}

/** Parses what is stored; anything malformed (edited by hand, older format) counts as nothing. */
function parse(raw: string | null): PendingRankCheck | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.websiteUrl !== 'string' || !v.websiteUrl.trim()) return null;
  if (typeof v.keyword !== 'string' || !v.keyword.trim()) return null;
  if (typeof v.timestamp !== 'number' || !Number.isFinite(v.timestamp)) return null;
  const competitorUrls = Array.isArray(v.competitorUrls) ? v.competitorUrls.filter((u): u is string => typeof u === 'string') : [];
  return {
    websiteUrl: v.websiteUrl,
    keyword: v.keyword,
    location: typeof v.location === 'string' && isLocationCode(v.location) ? v.location : DEFAULT_LOCATION,
    searchEngine: typeof v.searchEngine === 'string' && isSearchEngine(v.searchEngine) ? v.searchEngine : 'google',
    // Saved before devices existed: desktop, as every check was then.
    device: typeof v.device === 'string' && isDevice(v.device) ? v.device : DEFAULT_DEVICE,
    competitorUrls: competitorUrls.slice(0, 3),
    timestamp: v.timestamp,
  };
}

/** The pending check if one is stored and under 1 hour old (a future timestamp counts as invalid). */
export function readPendingCheck(now: Date): PendingRankCheck | null {
  const pending = parse(readStorage('local', PENDING_CHECK_KEY));
  if (!pending) return null;
  const age = now.getTime() - pending.timestamp;
  return age >= 0 && age < PENDING_CHECK_MAX_AGE_MS ? pending : null;
}

/** True when a usable pending check exists (decides /login?pending=true and the post-sign-in target). */
export function hasPendingCheck(now: Date): boolean {
  return readPendingCheck(now) !== null;
}

/**
 * Takes the pending check out of storage: returns it when still valid, and in every case removes it, so an
 * expired one is discarded and a used one never runs twice.
 */
export function takePendingCheck(now: Date): PendingRankCheck | null {
  const pending = readPendingCheck(now);
  removeStorage('local', PENDING_CHECK_KEY);
  return pending;
}

export function clearPendingCheck(): void {
  removeStorage('local', PENDING_CHECK_KEY);
}
