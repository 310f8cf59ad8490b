import { MAX_API_KEYS, type ApiKey, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyList } from '../../../contracts/api-key';
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

/** The user's working keys, whether their plan includes the API, and each key's requests a minute. */
export async function listApiKeys(pool: Pool, userId: string, limits: ApiRateLimits, now: Date): Promise<ApiKeyList> {
  const { tier } = await loadUserPlan(pool, userId, now);
  const rows = await selectApiKeys(pool, userId);
  return { items: rows.map(toApiKey), max: MAX_API_KEYS, apiIncluded: tierFeatures(tier).api, rateLimitPerMinute: rateLimitFor(tier, limits) };
}

/**
 * A new key for a plan that includes the API, at most MAX_API_KEYS working ones. The key itself is in this
 * answer only: just its hash is stored.
 */
export async function createApiKey(pool: Pool, userId: string, input: Required<ApiKeyCreate>, now: Date): Promise<ApiKeyCreated> {
  const { tier } = await loadUserPlan(pool, userId, now);
  if (!tierFeatures(tier).api) throw new AppError('FEATURE_RESTRICTED', API_NOT_IN_PLAN);
  return withTransaction(pool, async (client) => {
    // The per-user lock the checks take: two parallel creates cannot both pass the count.
    await lockUserHistory(client, userId);
    if ((await countApiKeys(client, userId)) >= MAX_API_KEYS) {
      throw new AppError('LIMIT_REACHED', `You already have ${MAX_API_KEYS} API keys. Revoke one you no longer use to create another.`);
    }
    const generated = newApiKey();
    const row = await insertApiKey(client, { userId, name: input.name, scope: input.scope, prefix: generated.prefix, hash: generated.hash }, now);
    await recordAudit(client, userId, 'api_key.created', `“${input.name}” (${input.scope === 'write' ? 'read and write' : 'read only'})`, now);
    return { ...toApiKey(row), key: generated.key };
  });
}

/** Revokes one of the user's keys at once; 404 for anyone else's or an already revoked one. */
export async function deleteApiKey(pool: Pool, userId: string, id: string, now: Date): Promise<void> {
  await withTransaction(pool, async (client) => {
    const name = await revokeApiKey(client, userId, id, now);
    if (name === null) throw new AppError('NOT_FOUND', 'This API key was not found.');
    await recordAudit(client, userId, 'api_key.revoked', `“${name}”`, now);
  });
}
