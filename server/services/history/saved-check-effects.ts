import type { CheckFacts } from '../../../core/alerts/alert-event';
import type { PoolClient } from '../../db/pool';
import { unlockAchievements } from '../achievements/unlock-achievements';
import { deliverCheckAlerts, type AlertSenders } from '../alerts/deliver-check-alerts';
import { notifyTrackedCompetitors } from '../competitors/notify-tracked-competitors';
import { notifyRankAlert } from '../notifications/notify-rank-alert';

export interface SavedCheckEffects {
  alertSenders: AlertSenders;
  logger: { error(obj: unknown, message: string): void };
}

/**
 * What a saved check sets off, inside its transaction: the user's alert rules, their tracked competitors'
 * moves and achievements. They run under a savepoint, so a fault in them never loses the check: it is rolled
 * back alone, logged, and the spec's plain rank alert is written directly instead (spec §7: "if
 * check_and_create_alerts fails, a notification is inserted directly").
 */
export async function runSavedCheckEffects(client: PoolClient, effects: SavedCheckEffects, userId: string, facts: CheckFacts, now: Date): Promise<void> {
  await client.query('savepoint saved_check_effects');
  try {
    await deliverCheckAlerts(client, effects.alertSenders, userId, facts, now);
    await notifyTrackedCompetitors(client, userId, facts, now);
    // Under the history lock recordUserCheck holds, so the facts counted include every earlier check.
    await unlockAchievements(client, userId, now);
    await client.query('release savepoint saved_check_effects');
  } catch (error) {
    await client.query('rollback to savepoint saved_check_effects');
    effects.logger.error({ err: error, userId }, 'Alert rules failed for a saved check; the plain rank alert was written instead');
    await notifyRankAlert(client, {
      userId,
      ...facts.query,
      rank: facts.rank,
      previousPositiveRank: facts.previousPositive?.rank ?? null,
      at: now,
    });
  }
}
