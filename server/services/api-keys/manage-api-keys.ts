import { MAX_API_KEYS, type ApiKey, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyList } from '../../../contracts/api-key';
import type { Acting } from '../../../core/workspaces/acting';
import { tierFeatures } from '../../../core/plans/feature-access';
import { withTransaction, type Pool } from '../../db/pool';
import { countApiKeys, insertApiKey, revokeApiKey, selectApiKeys, type ApiKeyRow } from '../../db/queries/api-keys';
import { lockUserHistory } from '../../db/queries/search-history';
import { recordAudit } from '../audit/audit-log';
import { AppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';
import { newApiKey } from './api-key-token';
import { API_NOT_IN_PLAN, rateLimitFor, type ApiRateLimits } from './api-access';

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/** The working keys one made in the workspace, whether its plan includes the API, and each key's requests a minute. */
export async function listApiKeys(pool: Pool, by: Acting, limits: ApiRateLimits, now: Date): Promise<ApiKeyList> {
  const { tier } = await loadUserPlan(pool, by.workspaceId, now);
  const rows = await selectApiKeys(pool, by.actorId, by.workspaceId);
  return { items: rows.map(toApiKey), max: MAX_API_KEYS, apiIncluded: tierFeatures(tier).api, rateLimitPerMinute: rateLimitFor(tier, limits) };
}

/**
 * A new key for a plan that includes the API, at most MAX_API_KEYS working ones. The key itself is in this
 * answer only: just its hash is stored.
 */
export async function createApiKey(pool: Pool, by: Acting, input: Required<ApiKeyCreate>, now: Date): Promise<ApiKeyCreated> {
  const { tier } = await loadUserPlan(pool, by.workspaceId, now);
  if (!tierFeatures(tier).api) throw new AppError('FEATURE_RESTRICTED', API_NOT_IN_PLAN);
  return withTransaction(pool, async (client) => {
    // The per-user lock the checks take: two parallel creates cannot both pass the count.
    await lockUserHistory(client, by.actorId);
    if ((await countApiKeys(client, by.actorId, by.workspaceId)) >= MAX_API_KEYS) {
      throw new AppError('LIMIT_REACHED', `You already have ${MAX_API_KEYS} API keys. Revoke one you no longer use to create another.`);
    }
    const generated = newApiKey();
    const row = await insertApiKey(client, { userId: by.actorId, workspaceId: by.workspaceId, name: input.name, scope: input.scope, prefix: generated.prefix, hash: generated.hash }, now);
    await recordAudit(client, by, 'api_key.created', `“${input.name}” (${input.scope === 'write' ? 'read and write' : 'read only'})`, now);
    return { ...toApiKey(row), key: generated.key };
  });
}

/** Revokes one of the keys one made in the workspace at once; 404 for anyone else's or an already revoked one. */
export async function deleteApiKey(pool: Pool, by: Acting, id: string, now: Date): Promise<void> {
  await withTransaction(pool, async (client) => {
    const name = await revokeApiKey(client, by.actorId, by.workspaceId, id, now);
    if (name === null) throw new AppError('NOT_FOUND', 'This API key was not found.');
    await recordAudit(client, by, 'api_key.revoked', `“${name}”`, now);
  });
}
