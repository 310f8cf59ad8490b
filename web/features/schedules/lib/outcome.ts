import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { rankTrend, trendText, type RankTrend } from '../../../../core/ranking/rank-trend';

export type OutcomeKind = 'none' | 'ok' | 'failed' | 'skipped';

/**
 * The last run's outcome in words: 'Last run ok', 'Last run failed: …', 'Skipped: …', or 'No runs yet'. The
 * reason is the server's (in product words); a missing one gets a plain stand-in rather than nothing.
 */
export function lastOutcome(schedule: Pick<ScheduledCheck, 'lastStatus' | 'lastError'>): { kind: OutcomeKind; text: string } {
  switch (schedule.lastStatus) {
    case 'succeeded':
      return { kind: 'ok', text: 'Last run ok' };
    case 'failed':
      return { kind: 'failed', text: `Last run failed: ${schedule.lastError ?? 'the search could not be completed'}` };
    case 'skipped':
      return { kind: 'skipped', text: `Skipped: ${schedule.lastError ?? 'the run could not take place'}` };
    case null:
      return { kind: 'none', text: 'No runs yet' };
  }
}

/** '#7', 'Not found', or null before the first rank. */
export function rankText(rank: number | null): string | null {
  if (rank === null) return null;
  return rank > 0 ? `#${rank}` : 'Not found';
}

/** The trend of the last rank against the one before (core's one rule), with its words; null before a rank. */
export function scheduleTrend(schedule: Pick<ScheduledCheck, 'lastRank' | 'previousRank'>): { trend: RankTrend; text: string } | null {
  if (schedule.lastRank === null) return null;
  return {
    trend: rankTrend(schedule.lastRank, schedule.previousRank).trend,
    text: trendText(schedule.lastRank, schedule.previousRank),
  };
}
