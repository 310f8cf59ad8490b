import type { CheckFacts } from '../../../core/alerts/alert-event';
import type { PoolClient } from '../../db/pool';
import { unlockAchievements } from '../achievements/unlock-achievements';
import { deliverCheckAlerts, type AlertSenders } from '../alerts/deliver-check-alerts';
import { notifyTrackedCompetitors } from '../competitors/notify-tracked-competitors';
import { notifyRankAlert } from '../notifications/notify-rank-alert';
import type { CheckEventSender } from '../alerts/alert-senders';
import type { SavedCheckEvent } from '../webhooks/check-webhook-events';

export interface SavedCheckEffects {
  /**
   * The alert channels; the senders createAlertSenders builds also queue the check's own webhook events
   * (check.completed, rank.changed). Senders without checkEvents (tests' recording senders) queue none.
   */
  alertSenders: AlertSenders & Partial<CheckEventSender>;
  logger: { error(obj: unknown, message: string): void };
}

/** What a check's webhook events say beyond the facts alert rules read. */
export type SavedCheckDetails = Pick<SavedCheckEvent, 'checkId' | 'page' | 'checkedAt' | 'scheduled' | 'simulated'>;

/**
 * What a saved check sets off, inside its transaction: the user's alert rules, their tracked competitors'
 * moves, achievements and, given the check's `details`, its webhook events (one indexed read when the user has
 * no endpoint taking them). They run under a savepoint, so a fault in them never loses the check: it is rolled
 * back alone, logged, and the spec's plain rank alert is written directly instead (spec §7: "if
 * check_and_create_alerts fails, a notification is inserted directly").
 */
export async function runSavedCheckEffects(
  client: PoolClient,
  effects: SavedCheckEffects,
  userId: string,
  facts: CheckFacts,
  now: Date,
  details?: SavedCheckDetails,
): Promise<void> {
  await client.query('savepoint saved_check_effects');
  try {
    await deliverCheckAlerts(client, effects.alertSenders, userId, facts, now);
    await notifyTrackedCompetitors(client, userId, facts, now);
    // Under the history lock recordUserCheck holds, so the facts counted include every earlier check.
    await unlockAchievements(client, userId, now);
    if (details && effects.alertSenders.checkEvents) {
      const { query, rank, matchedUrl, competitors } = facts;
      await effects.alertSenders.checkEvents(
        client,
        userId,
        { ...details, query, rank, matchedUrl, competitors, previousRank: facts.previous?.rank ?? null, serpFeatures: facts.features ?? null, aiOverview: facts.aiOverview ?? null },
        now,
      );
    }
    await client.query('release savepoint saved_check_effects');
  } catch (error) {
    await client.query('rollback to savepoint saved_check_effects');
    effects.logger.error({ err: error, userId }, 'Alert rules or webhook events failed for a saved check; the plain rank alert was written instead');
    await notifyRankAlert(client, {
      userId,
      ...facts.query,
      rank: facts.rank,
      previousPositiveRank: facts.previousPositive?.rank ?? null,
      at: now,
    });
  }
}
