import { withTransaction, type Pool } from '../../db/pool';
import { providerPauses, providerTokens, providerTokenWait } from '../../metrics/metrics';
import { lockSerpRateLimit, readSerpRateLimit, saveSerpRateLimit } from '../../db/queries/serp-rate-limit';
import { freshBucket, pauseBucket, takeToken, type BucketRules, type BucketState, type TokenGrant } from './rate-limit-bucket';

function toState(row: { tokens: number; refilled_at: Date; paused_until: Date | null; month_start: Date; month_used: number }): BucketState {
  return { tokens: row.tokens, refilledAt: row.refilled_at, pausedUntil: row.paused_until, monthStart: row.month_start, monthUsed: row.month_used };
}

/** Takes a token from the provider's bucket shared by every process (rate-limit-bucket says what it grants). */
export async function takeProviderToken(pool: Pool, provider: string, rules: BucketRules, now: Date): Promise<{ grant: TokenGrant; state: BucketState }> {
  return withTransaction(pool, async (client) => {
    const row = await lockSerpRateLimit(client, provider, freshBucket(rules, now));
    const { grant, next } = takeToken(toState(row), rules, now);
    await saveSerpRateLimit(client, provider, next);
    return { grant, state: next };
  }).then((taken) => {
    providerTokens.inc({ provider, grant: taken.grant.kind });
    if (taken.grant.kind === 'granted') providerTokenWait.observe({ provider }, taken.grant.waitMs / 1000);
    return taken;
  });
}

/** Pauses every process's requests to the provider until `until` (never shortening a pause already set). */
export async function pauseProvider(pool: Pool, provider: string, rules: Pick<BucketRules, 'perHour'>, until: Date, now: Date): Promise<void> {
  await withTransaction(pool, async (client) => {
    const row = await lockSerpRateLimit(client, provider, freshBucket(rules, now));
    await saveSerpRateLimit(client, provider, pauseBucket(toState(row), until));
  });
  providerPauses.inc({ provider });
}

/** When the provider may be asked again after a 429, or null when it is not paused at `now`. */
export async function providerPausedUntil(pool: Pool, provider: string, now: Date): Promise<Date | null> {
  const row = await readSerpRateLimit(pool, provider);
  return row?.paused_until && row.paused_until.getTime() > now.getTime() ? row.paused_until : null;
}
