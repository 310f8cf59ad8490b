import type { RankCheckResult } from '../../../contracts/rank-check';
import type { Pool } from '../../db/pool';
import type { AlertSenders } from '../alerts/deliver-check-alerts';
import { reserveGuestCheck } from '../usage/guest-quota';
import { assertDailyAllowance } from '../usage/daily-allowance';
import { recordUserCheck } from './record-user-check';
import { loadUserPlan, type UserPlanState } from '../plans/load-user-plan';
import type { GuestPrincipal, Principal, UserPrincipal } from '../principal';
import { assertCanRunCheck } from './check-access';
import { knownFirstWaveDepth } from './first-wave-depth';
import { reserveUserCheck, type CheckThrottle } from '../usage/user-throttle';
import { normalizeRankCheckRequest, type RankCheckBody } from './normalize-request';
import { runRankCheck, scanRankCheck, type RankCheckInput, type RunRankCheckDeps, type ScanProgress } from './run-rank-check';

export interface StartRankCheckDeps extends RunRankCheckDeps {
  pool: Pool;
  throttle: CheckThrottle;
  /** Where a signed-in user's alerts go beyond the in-app panel (e-mail, webhooks). */
  alertSenders: AlertSenders;
}

export interface RunOptions {
  onProgress?: (progress: ScanProgress) => void;
  /** Aborted when the client goes away: no further provider requests are made for this check. */
  signal?: AbortSignal;
}

/** A check that passed validation, plan rules and quota; `run` scans, then counts (and saves) it. */
export interface PreparedRankCheck {
  run(options?: RunOptions): Promise<RankCheckResult>;
}

/**
 * Everything that can refuse a check up front happens here, before any result is streamed: validation (400),
 * the principal's plan rules (403), the daily allowance (429). The caller then runs it.
 */
export async function startRankCheck(
  deps: StartRankCheckDeps,
  principal: Principal,
  body: RankCheckBody,
): Promise<PreparedRankCheck> {
  const input = normalizeRankCheckRequest(body);
  if (principal.kind === 'guest') {
    assertCanRunCheck('guest', input);
    return prepareGuestCheck(deps, principal, input);
  }
  const plan = await loadUserPlan(deps.pool, principal.userId, deps.now());
  assertCanRunCheck(plan.tier, input);
  return prepareUserCheck(deps, principal, input, plan);
}

/** Guests reserve their check before scanning and give it back when the scan fails. */
async function prepareGuestCheck(deps: StartRankCheckDeps, principal: GuestPrincipal, input: RankCheckInput): Promise<PreparedRankCheck> {
  const reservation = await reserveGuestCheck(deps.pool, principal, deps.now());
  return {
    async run(options = {}) {
      try {
        return await runRankCheck(deps, input, options);
      } catch (error) {
        await reservation
          .release()
          .catch((releaseError: unknown) => deps.logger.error({ err: releaseError }, 'Could not give back a guest check'));
        throw error;
      }
    },
  };
}

/**
 * A user's check counts when it is saved: the allowance of their plan, on their calendar day, is checked
 * before scanning (no provider call at the limit) and again atomically with the save — with the plan read
 * afresh — which may still refuse it (429) when parallel checks used the last one. A failed scan saves
 * nothing, so it uses no allowance. Unlimited plans are throttled instead: a few checks at once and a number
 * per hour (user-throttle).
 */
async function prepareUserCheck(
  deps: StartRankCheckDeps,
  principal: UserPrincipal,
  input: RankCheckInput,
  plan: UserPlanState,
): Promise<PreparedRankCheck> {
  await assertDailyAllowance(deps.pool, principal.userId, deps.now(), plan);
  // A query checked before starts where its site and competitors were, as a scheduled run does.
  const firstWaveUntil = await knownFirstWaveDepth(deps.pool, principal.userId, input);
  const reservation = await reserveUserCheck(deps.pool, principal.userId, plan.tier, deps.throttle, deps.now());
  return {
    async run(options = {}) {
      try {
        const { result, results } = await scanRankCheck(deps, input, { ...options, firstWaveUntil });
        // Once scanned, the check is saved even if the client has gone: the provider was paid for it.
        const { previousRank, row } = await recordUserCheck(deps.pool, { userId: principal.userId, input, result, results }, deps.now(), {
          alertSenders: deps.alertSenders,
          logger: deps.logger,
        });
        // int8 ids arrive from pg as strings whatever the row type says; the API speaks of them as strings.
        return { ...result, previousRank, checkId: String(row.id) };
      } finally {
        await reservation
          .release()
          .catch((error: unknown) => deps.logger.error({ err: error }, 'Could not end a check’s in-flight reservation'));
      }
    },
  };
}
