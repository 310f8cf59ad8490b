import { AppError } from '../../errors';
import { checkUrl } from '../../http/safe-fetch/safe-fetch';
import { SafeFetchError } from '../../http/safe-fetch/safe-fetch-error';

/** The longest address a snapshot is stored under, as written out in full (seo_snapshots.url's limit). */
export const MAX_SNAPSHOT_URL_LENGTH = 2048;

/**
 * The form a page is cached and compared under: an http(s) URL without credentials or fragment (the page is the
 * same whatever its #anchor), as the URL class writes it (lower-case host, default port dropped, other characters
 * percent-encoded). Anything else is INVALID_INPUT with the reason, before anything is fetched: an address that
 * grows past MAX_SNAPSHOT_URL_LENGTH when written out (each emoji becomes 12 characters) too. Whether the address
 * may be reached is decided when it is fetched.
 */
export function snapshotCacheUrl(raw: string): string {
  let written: string;
  try {
    const url = checkUrl(raw.includes('://') ? raw : `https://${raw}`, 'any');
    url.hash = '';
    written = url.toString();
  } catch (error) {
    if (error instanceof SafeFetchError) throw new AppError('INVALID_INPUT', error.message);
    throw error;
  }
  if (written.length > MAX_SNAPSHOT_URL_LENGTH) {
    throw new AppError('INVALID_INPUT', `This address is longer than ${MAX_SNAPSHOT_URL_LENGTH.toLocaleString('en')} characters once written out in full.`);
  }
  return written;
}
