import type { Queryable } from '../pool';

export interface IdempotencyClaim {
  apiKeyId: string;
  key: string;
  method: string;
  path: string;
  requestHash: Buffer;
}

export type ClaimOutcome =
  | { state: 'new' }
  | { state: 'replay'; statusCode: number; response: unknown }
  | { state: 'mismatch' }
  | { state: 'in_progress' };

interface RecordRow {
  method: string;
  path: string;
  request_hash: Buffer;
  status_code: number | null;
  response: unknown;
}

/**
 * Claims an Idempotency-Key for a request, or says what became of its first use: answered (replay it), still
 * running, or used for another request. A record older than `expiredBefore`, or one left unanswered since
 * `abandonedBefore` (its process died), is taken over as new.
 */
export async function claimIdempotencyKey(db: Queryable, claim: IdempotencyClaim, now: Date, expiredBefore: Date, abandonedBefore: Date): Promise<ClaimOutcome> {
  const values = [claim.apiKeyId, claim.key, claim.method, claim.path, claim.requestHash, now];
  const inserted = await db.query(
    `insert into idempotency_records (api_key_id, idempotency_key, method, path, request_hash, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (api_key_id, idempotency_key) do nothing`,
    values,
  );
  if (inserted.rowCount) return { state: 'new' };
  const taken = await db.query(
    `update idempotency_records set method = $3, path = $4, request_hash = $5, created_at = $6, status_code = null, response = null
      where api_key_id = $1 and idempotency_key = $2 and (created_at < $7 or (status_code is null and created_at < $8))`,
    [...values, expiredBefore, abandonedBefore],
  );
  if (taken.rowCount) return { state: 'new' };
  const { rows } = await db.query<RecordRow>(
    'select method, path, request_hash, status_code, response from idempotency_records where api_key_id = $1 and idempotency_key = $2',
    [claim.apiKeyId, claim.key],
  );
  const first = rows[0];
  // Deleted between the statements (its request failed): this one may go ahead.
  if (!first) return claimIdempotencyKey(db, claim, now, expiredBefore, abandonedBefore);
  if (first.method !== claim.method || first.path !== claim.path || !first.request_hash.equals(claim.requestHash)) return { state: 'mismatch' };
  if (first.status_code === null) return { state: 'in_progress' };
  return { state: 'replay', statusCode: first.status_code, response: first.response };
}

export async function storeIdempotentAnswer(db: Queryable, apiKeyId: string, key: string, statusCode: number, response: unknown): Promise<void> {
  await db.query('update idempotency_records set status_code = $3, response = $4 where api_key_id = $1 and idempotency_key = $2', [
    apiKeyId,
    key,
    statusCode,
    JSON.stringify(response),
  ]);
}

/** Forgets a claim whose request ended without an answer worth replaying (a server error, a dropped stream). */
export async function releaseIdempotencyKey(db: Queryable, apiKeyId: string, key: string): Promise<void> {
  await db.query('delete from idempotency_records where api_key_id = $1 and idempotency_key = $2 and status_code is null', [apiKeyId, key]);
}

export async function deleteIdempotencyRecordsBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('delete from idempotency_records where created_at < $1', [before]);
  return rowCount ?? 0;
}
