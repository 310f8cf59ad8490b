import type { AiOverviewRead } from '../../../core/search/serp-features';
import type { AiAnswerRequest, AiAnswerResult, SerpError, SerpPageResult, SerpProvider } from '../../adapters/serp/serp-provider';
import type { Pool } from '../../db/pool';
import { noticeBudget, type BudgetLogger } from './budget-guard';
import type { BucketRules } from './rate-limit-bucket';
import { pauseProvider, providerPausedUntil, takeProviderToken } from './rate-limit-tokens';

/** Without a Retry-After, a 429 pauses every worker this long. */
export const DEFAULT_429_PAUSE_MS = 60_000;
/** SerpApi answers 429 also when the account is out of searches (serpapi.com/api-status-and-error-codes). */
export const OUT_OF_SEARCHES_PAUSE_MS = 60 * 60_000;

/** Why requests were held back: `budget` ends the runs (skipped); the others defer them to `until`. */
export interface HeldBack {
  kind: 'paused' | 'busy' | 'budget';
  until: Date;
}

export interface RateLimitedProviderDeps {
  pool: Pool;
  rules: BucketRules;
  logger: BudgetLogger;
  now: () => Date;
  /** Waits for a promised token (abortable); tests pass one that returns at once. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RateLimitedProvider {
  provider: SerpProvider;
  /** Set once any request was held back; later requests are then not made either. */
  heldBack(): HeldBack | null;
}

const HELD: SerpPageResult = { ok: false, error: { kind: 'unavailable', providerMessage: 'held back by the shared provider rate limit' } };

/** Seconds the provider asked us to wait, when the adapter read a Retry-After (RFC 9110 §10.2.3) with its 429. */
function retryAfterSecondsOf(error: SerpError): number | undefined {
  return 'retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined;
}

/**
 * The provider as scheduled checks use it, under one token bucket in PostgreSQL shared by every worker
 * process: each request takes a token first (waiting a moment for a promised one), none is made while the
 * provider is paused after a 429 or the month's budget is used, and a 429 pauses every worker until its
 * Retry-After (else DEFAULT_429_PAUSE_MS). A request held back returns a failure the runner does not count
 * against the run: it defers the run (or skips it for the budget) by `heldBack()`. One instance per job, so
 * what one job was refused does not stop another's. The simulated engine costs nothing and is not limited.
 */
export function createRateLimitedProvider(inner: SerpProvider, deps: RateLimitedProviderDeps): RateLimitedProvider {
  let held: HeldBack | null = null;
  const hold = (next: HeldBack) => {
    if (!held || (held.kind !== 'budget' && (next.kind === 'budget' || next.until.getTime() > held.until.getTime()))) held = next;
  };

  async function pauseFor(error: SerpError): Promise<void> {
    const now = deps.now();
    const outOfSearches = /run out of searches/i.test(error.providerMessage ?? '');
    const retryAfter = retryAfterSecondsOf(error);
    const pauseMs = retryAfter !== undefined ? retryAfter * 1000 : outOfSearches ? OUT_OF_SEARCHES_PAUSE_MS : DEFAULT_429_PAUSE_MS;
    const until = new Date(now.getTime() + pauseMs);
    await pauseProvider(deps.pool, inner.name, deps.rules, until, now);
    hold({ kind: 'paused', until });
    const facts = { provider: inner.name, until: until.toISOString(), providerMessage: error.providerMessage, retryAfterSeconds: retryAfter };
    if (outOfSearches) deps.logger.error(facts, 'The SERP provider account is out of searches (429): scheduled checks pause; top up the plan (https://serpapi.com/dashboard)');
    else deps.logger.warn(facts, 'The SERP provider answered 429: every worker pauses scheduled checks until then');
  }

  async function fetchPage(request: Parameters<SerpProvider['fetchPage']>[0], signal?: AbortSignal): Promise<SerpPageResult> {
    if (held) return HELD;
    const { grant, state } = await takeProviderToken(deps.pool, inner.name, deps.rules, deps.now());
    await noticeBudget(deps.pool, deps.logger, { provider: inner.name, monthlyBudget: deps.rules.monthlyBudget }, state, grant);
    if (grant.kind !== 'granted') {
      hold(grant);
      return HELD;
    }
    if (grant.waitMs > 0) {
      await deps.sleep(grant.waitMs, signal);
      // A 429 seen by another worker while this one waited voids its promised token.
      const pausedUntil = await providerPausedUntil(deps.pool, inner.name, deps.now());
      if (pausedUntil) {
        hold({ kind: 'paused', until: pausedUntil });
        return HELD;
      }
    }
    const result = await inner.fetchPage(request, signal);
    if (!result.ok && result.error.status === 429) await pauseFor(result.error);
    return result;
  }

  /**
   * A deferred AI Overview's follow-up is one more provider search, so it takes a token as a page does. Refused
   * one (paused, over the hour's rate or the month's budget), the overview is unreadable and the run goes on: the
   * page it belongs to was already read, and holding the run back for it would waste that search.
   */
  async function fetchAiOverview(pageToken: string, signal?: AbortSignal): Promise<AiOverviewRead> {
    const read = inner.fetchAiOverview?.bind(inner);
    if (!read || held) return { state: 'unreadable', reason: 'The overview loads after the page and was not fetched.' };
    const { grant, state } = await takeProviderToken(deps.pool, inner.name, deps.rules, deps.now());
    await noticeBudget(deps.pool, deps.logger, { provider: inner.name, monthlyBudget: deps.rules.monthlyBudget }, state, grant);
    if (grant.kind !== 'granted') return { state: 'unreadable', reason: 'The overview loads after the page and the provider limit left no search to fetch it.' };
    if (grant.waitMs > 0) await deps.sleep(grant.waitMs, signal);
    return read(pageToken, signal);
  }

  /**
   * An AI answer sample is one provider search too, so it takes a token. Refused one, the sample is not taken
   * (an error the caller logs, never an answer citing nobody) and the run it follows stays done.
   */
  async function fetchAiAnswer(request: AiAnswerRequest, signal?: AbortSignal): Promise<AiAnswerResult> {
    const ask = inner.fetchAiAnswer?.bind(inner);
    if (!ask || held) return { ok: false, error: HELD.ok ? { kind: 'unavailable' } : HELD.error };
    const { grant, state } = await takeProviderToken(deps.pool, inner.name, deps.rules, deps.now());
    await noticeBudget(deps.pool, deps.logger, { provider: inner.name, monthlyBudget: deps.rules.monthlyBudget }, state, grant);
    if (grant.kind !== 'granted') return { ok: false, error: { kind: 'quota', providerMessage: 'held back by the shared provider rate limit' } };
    if (grant.waitMs > 0) await deps.sleep(grant.waitMs, signal);
    const result = await ask(request, signal);
    if (!result.ok && result.error.status === 429) await pauseFor(result.error);
    return result;
  }

  const provider: SerpProvider = inner.simulated
    ? inner
    : { name: inner.name, simulated: inner.simulated, cacheable: inner.cacheable, fetchPage, fetchAiOverview, fetchAiAnswer };
  return { provider, heldBack: () => held };
}
