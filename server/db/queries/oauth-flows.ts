import type { Queryable } from '../pool';

export type OAuthFlowMode = 'signin' | 'signup';

export interface OAuthFlowRow {
  code_verifier: string;
  nonce: string;
  mode: OAuthFlowMode;
  expires_at: Date;
  /** sha256 of the id of the browser that started the flow; null for flows from before it was recorded. */
  browser_hash: Buffer | null;
}

/** Records a Google sign-in in progress; only the state's hash is stored. */
export async function insertOAuthFlow(
  db: Queryable,
  flow: { stateHash: Buffer; browserHash: Buffer; codeVerifier: string; nonce: string; mode: OAuthFlowMode; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into oauth_flows (state_hash, browser_hash, code_verifier, nonce, mode, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [flow.stateHash, flow.browserHash, flow.codeVerifier, flow.nonce, flow.mode, flow.now, flow.expiresAt],
  );
}

/**
 * Removes the flow and returns it, expired or not: one delete, so two callbacks racing with the same state
 * cannot both get it (single use). The caller decides about expiry.
 */
export async function takeOAuthFlow(db: Queryable, stateHash: Buffer): Promise<OAuthFlowRow | undefined> {
  const { rows } = await db.query<OAuthFlowRow>(
    'delete from oauth_flows where state_hash = $1 returning code_verifier, nonce, mode, expires_at, browser_hash',
    [stateHash],
  );
  return rows[0];
}

/** Drops flows nobody came back for. Returns how many. */
export async function deleteExpiredOAuthFlows(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query('delete from oauth_flows where expires_at <= $1', [now]);
  return rowCount ?? 0;
}
