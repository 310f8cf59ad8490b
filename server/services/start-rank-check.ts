import type { RankCheckResult } from '../../contracts/rank-check';
import type { Pool } from '../db/pool';
import { reserveGuestCheck } from './guest-quota';
import type { Principal } from './principal';
import { assertCanRunCheck } from './rank-check/check-access';
import { normalizeRankCheckRequest, type RankCheckBody } from './rank-check/normalize-request';
import { runRankCheck, type RunRankCheckDeps, type ScanProgress } from './run-rank-check';

export interface StartRankCheckDeps extends RunRankCheckDeps {
  pool: Pool;
}

/** A check that passed validation, plan rules and quota; `run` scans and gives the quota back on failure. */
export interface PreparedRankCheck {
  run(onProgress?: (progress: ScanProgress) => void): Promise<RankCheckResult>;
}

/**
 * Everything that can refuse a check happens here, before any result is streamed: validation (400),
 * the principal's plan rules (403), the daily allowance (429). The caller then runs it.
 */
export async function startRankCheck(
  deps: StartRankCheckDeps,
  principal: Principal,
  body: RankCheckBody,
): Promise<PreparedRankCheck> {
  const input = normalizeRankCheckRequest(body);
  assertCanRunCheck(principal, input);
  const reservation = await reserveGuestCheck(deps.pool, principal, deps.now());
  return {
    async run(onProgress) {
      try {
        return await runRankCheck(deps, input, onProgress);
      } catch (error) {
        await reservation
          .release()
          .catch((releaseError: unknown) => deps.logger.error({ err: releaseError }, 'Could not give back a guest check'));
        throw error;
      }
    },
  };
}
