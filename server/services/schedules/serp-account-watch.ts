import type { SerpApiAccount, SerpApiAccountResult } from '../../adapters/serp/serpapi/fetch-account';
import { serpAccountRateLimit, serpAccountSearchesLeft } from '../../metrics/metrics';

/** Read at start and every hour: SerpApi's figures change with the plan, and the limit with it. */
export const ACCOUNT_READ_INTERVAL_MS = 60 * 60_000;
/** Below this share of the month's searches left, the operator is warned (once per read, in the log). */
const LOW_SHARE = 0.1;

export interface SerpAccountWatch {
  /** The account's hourly limit from the last good read; undefined before one (or for another provider). */
  perHour(): number | undefined;
  stop(): void;
}

interface WatchOptions {
  read: () => Promise<SerpApiAccountResult>;
  /** Called at each read that finds the month's searches running low (under a tenth left). */
  onLow?: (account: SerpApiAccount) => Promise<void>;
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  intervalMs?: number;
}

/**
 * Keeps SerpApi's Account API figures at hand in a process that runs scheduled checks: the hourly limit sizes the
 * shared request bucket when SERP_RATE_LIMIT_PER_HOUR is unset (so the account's own limit is used, not a guess),
 * and the searches left are exported as metrics and logged when they run low. A failed read keeps the last figures.
 */
export async function watchSerpAccount(options: WatchOptions): Promise<SerpAccountWatch> {
  let perHour: number | undefined;
  const readOnce = async () => {
    const result = await options.read();
    if (!result.ok) {
      options.logger.warn({ reason: result.reason }, 'SerpApi account: could not read it; scheduled checks keep the hourly limit they had');
      return;
    }
    const { account } = result;
    const first = perHour === undefined;
    perHour = account.rateLimitPerHour;
    serpAccountRateLimit.set(account.rateLimitPerHour);
    serpAccountSearchesLeft.set(account.searchesLeft);
    if (first) options.logger.info({ ...account }, `SerpApi account: ${account.searchesLeft} searches left this month, ${account.rateLimitPerHour} an hour`);
    if (account.searchesPerMonth > 0 && account.searchesLeft < account.searchesPerMonth * LOW_SHARE) {
      options.logger.warn({ ...account }, `SerpApi account: only ${account.searchesLeft} of ${account.searchesPerMonth} searches left this month${account.renewalDate ? ` (renews ${account.renewalDate})` : ''}; checks fail once they are spent`);
      await options.onLow?.(account).catch((error: unknown) => options.logger.warn({ err: error }, 'SerpApi account: telling the users with scheduled checks failed'));
    }
  };
  await readOnce();
  const timer = setInterval(() => void readOnce(), options.intervalMs ?? ACCOUNT_READ_INTERVAL_MS);
  timer.unref();
  return { perHour: () => perHour, stop: () => clearInterval(timer) };
}
