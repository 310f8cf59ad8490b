import type { ApiClient } from './api/api-client';
import { ApiRequestError } from './api/api-request-error';

export type KeyCheck = { ok: true } | { ok: false; fatal: boolean; message: string };

/**
 * Asks the Rank Checker once, at start, whether it takes the key. A refused key is fatal: the user must fix
 * the configuration. An unreachable app is not: an assistant may start before the app does, and each tool
 * reports it then.
 */
export async function checkKey(client: ApiClient): Promise<KeyCheck> {
  try {
    await client.history({ limit: 1 });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // 401: the key itself is refused (unknown, revoked) and no tool could work. A 403 (a plan without the API)
    // can change without touching the configuration, so it only warns.
    if (error.status === 401) {
      return { ok: false, fatal: true, message: `RANK_CHECKER_API_KEY was refused: ${error.message}` };
    }
    return { ok: false, fatal: false, message: `${error.message} The tools will answer this error until it is fixed.` };
  }
}
