import { AppError } from '../../errors';
import { checkUrl } from '../../http/safe-fetch/safe-fetch';
import { SafeFetchError } from '../../http/safe-fetch/safe-fetch-error';

/**
 * The form a page is cached and compared under: an http(s) URL without credentials or fragment (the page is the
 * same whatever its #anchor), as the URL class writes it (lower-case host, default port dropped). Anything else
 * is INVALID_INPUT with the reason; whether the address may be reached is decided when it is fetched.
 */
export function snapshotCacheUrl(raw: string): string {
  try {
    const url = checkUrl(raw.includes('://') ? raw : `https://${raw}`, 'any');
    url.hash = '';
    return url.toString();
  } catch (error) {
    if (error instanceof SafeFetchError) throw new AppError('INVALID_INPUT', error.message, 400);
    throw error;
  }
}
