import type { FastifyReply, FastifyRequest } from 'fastify';
import { tierFeatures } from '../../core/plans/feature-access';
import type { Queryable } from '../db/pool';
import type { AccessTier } from '../../core/plans/daily-limit';
import { userTimeZone } from '../../core/plans/local-day';
import { planTier, resolvePlan } from '../../core/plans/resolve-plan';
import { selectKeyAndCount, touchApiKey, type KeyOwnerRow } from '../db/queries/api-keys';
import { membershipFrom, type MembershipRow } from '../db/queries/workspace-members';
import { toPlanRecord } from '../db/queries/user-plans';
import { AppError } from '../errors';
import { API_NOT_IN_PLAN, INVALID_KEY, keyAccess, rateLimitFor, READ_ONLY_KEY, SESSION_ONLY, type ApiRateLimits } from '../services/api-keys/api-access';
import { hashApiKey, looksLikeApiKey } from '../services/api-keys/api-key-token';
import { fixedWindow } from '../services/usage/rate-limiter';
import { loadUserPlan } from '../services/plans/load-user-plan';
import type { RequestUser } from './session';

export interface ApiKeyAuthOptions {
  rateLimits: ApiRateLimits;
}

const MINUTE_MS = 60_000;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The plan tier of the key's workspace from the row the key lookup already read (core/plans rules). A plan that needs
 * correcting (a trial just ended) goes through loadUserPlan, which stores the correction.
 */
async function keyOwnerTier(db: Queryable, key: KeyOwnerRow, now: Date): Promise<AccessTier> {
  const record = toPlanRecord(key);
  const timeZone = userTimeZone(key.time_zone);
  const { plan, correction } = resolvePlan(record, now, timeZone);
  if (correction) return (await loadUserPlan(db, key.workspace_id, now)).tier;
  return planTier(plan);
}

function invalidKey(reply: FastifyReply): AppError {
  // RFC 6750 §3: a 401 for a bearer token says which scheme the server wants, and why it refused this one.
  void reply.header('www-authenticate', 'Bearer realm="rank-checker", error="invalid_token"');
  return new AppError('INVALID_API_KEY', INVALID_KEY);
}

/**
 * The user behind `Authorization: Bearer rc_live_…` and their membership of the key's workspace, or an error that says plainly why not: an unknown or revoked
 * key (401), a route kept for the browser session or a read-only key asked to write (403), a plan without the
 * API (403, checked on every request, so a downgrade stops keys at once), or the key's requests a minute used
 * up (429). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds).
 */
export async function authenticateApiKey(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ApiKeyAuthOptions & { db: Queryable; now: Date },
): Promise<{ user: RequestUser; membership: MembershipRow }> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !looksLikeApiKey(token)) throw invalidKey(reply);
  const window = fixedWindow(MINUTE_MS, options.now);
  const key = await selectKeyAndCount(options.db, hashApiKey(token), window.start);
  if (!key) throw invalidKey(reply);

  // The request is counted already, so even a refusal below says where the key stands this minute.
  const tier = await keyOwnerTier(options.db, key, options.now);
  const limit = rateLimitFor(tier, options.rateLimits);
  const used = key.minute_count;
  void reply.header('ratelimit-limit', String(limit));
  void reply.header('ratelimit-remaining', String(Math.max(0, limit - used)));
  void reply.header('ratelimit-reset', String(window.retryAfterSeconds));

  const path = request.url.split('?')[0] ?? request.url;
  const access = keyAccess(request.method, path, key.scope);
  if (access === 'session_only') throw new AppError('SESSION_REQUIRED', SESSION_ONLY);
  if (access === 'read_only') throw new AppError('INSUFFICIENT_SCOPE', READ_ONLY_KEY);
  if (!tierFeatures(tier).api) throw new AppError('FEATURE_RESTRICTED', API_NOT_IN_PLAN);
  if (used > limit) {
    throw new AppError('RATE_LIMITED', `This API key made ${limit} requests in the past minute, the most your plan allows. Try again in ${window.retryAfterSeconds} s.`, {
      retryAfterSeconds: window.retryAfterSeconds,
    });
  }
  if (!key.last_used_at || options.now.getTime() - key.last_used_at.getTime() >= MINUTE_MS) await touchApiKey(options.db, key.id, options.now);
  return {
    user: {
      id: key.user_id,
      email: key.email,
      emailVerified: key.email_verified,
      sessionId: null,
      sessionExpiresAt: null,
      apiKey: { id: key.id, scope: key.scope, workspaceId: key.workspace_id },
    },
    // Read with the key: a membership that ended stops the key on its next request.
    membership: membershipFrom(key.workspace_id, key.user_id, key),
  };
}
