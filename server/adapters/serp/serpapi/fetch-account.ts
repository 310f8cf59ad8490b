import { maskApiKey } from './mask-api-key';

/** What SerpApi says of the account behind the key. */
export interface SerpApiAccount {
  /** The plan's searches a month; 0 for an account without a monthly plan (credits only). */
  searchesPerMonth: number;
  /** Searches left this month, the plan's and extra credits together. */
  searchesLeft: number;
  thisMonthUsage: number;
  thisHourSearches: number;
  /** The account's hourly throughput limit. */
  rateLimitPerHour: number;
  /** When the plan renews (YYYY-MM-DD); null without an active monthly plan. */
  renewalDate: string | null;
}

export type SerpApiAccountResult = { ok: true; account: SerpApiAccount } | { ok: false; reason: string };

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/**
 * Reads SerpApi's Account API: GET {base}/account.json?api_key=… (serpapi.com/account-api: free of charge, not
 * counted against the month's searches; fields searches_per_month, plan_searches_left, extra_credits,
 * total_searches_left, this_month_usage, this_hour_searches, account_rate_limit_per_hour, plan_renewal_date, the
 * last null without an active monthly plan). An answer without the hourly limit or the searches left is a failure:
 * the caller keeps what it knew rather than size anything on a guess.
 */
export async function fetchSerpApiAccount(options: { baseUrl: string; apiKey: string; timeoutMs: number }): Promise<SerpApiAccountResult> {
  const url = new URL('/account.json', options.baseUrl);
  url.searchParams.set('api_key', options.apiKey);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' }, redirect: 'error' });
  } catch (error) {
    return { ok: false, reason: `${maskApiKey(url.toString())} did not answer (${(error as Error).name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : (error as Error).message})` };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) {
    const message = typeof body?.error === 'string' ? `: ${body.error}` : '';
    return { ok: false, reason: `the Account API answered HTTP ${response.status}${message}` };
  }
  const rateLimitPerHour = count(body.account_rate_limit_per_hour);
  const searchesLeft = count(body.total_searches_left) ?? count(body.plan_searches_left);
  if (rateLimitPerHour === null || searchesLeft === null) return { ok: false, reason: 'the Account API answered without the hourly limit or the searches left' };
  return {
    ok: true,
    account: {
      searchesPerMonth: count(body.searches_per_month) ?? 0,
      searchesLeft,
      thisMonthUsage: count(body.this_month_usage) ?? 0,
      thisHourSearches: count(body.this_hour_searches) ?? 0,
      rateLimitPerHour,
      renewalDate: typeof body.plan_renewal_date === 'string' ? body.plan_renewal_date : null,
    },
  };
}
