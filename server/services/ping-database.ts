import type { Pool } from '../db/pool';
import { selectOne } from '../db/queries/ping';

/** True when the database answers `select 1` within timeoutMs; rejects when it fails or is too slow. */
export async function pingDatabase(pool: Pool, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([selectOne(pool), timeout]);
    return true;
  } finally {
    clearTimeout(timer);
  }
}
