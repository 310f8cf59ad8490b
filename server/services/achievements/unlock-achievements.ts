import { isAchievementReached } from '../../../core/achievements/achievement-progress';
import { achievementNotificationText } from '../../../core/achievements/achievement-text';
import type { Queryable } from '../../db/pool';
import { insertUserAchievements, selectAchievementStates } from '../../db/queries/achievements';
import { insertNotification } from '../../db/queries/notifications';
import { readAchievementFacts, ruleOf } from './achievement-rows';

export interface UnlockedAchievement {
  code: string;
  name: string;
  description: string;
  category: string;
  unlockedAt: Date;
}

/**
 * Unlocks every achievement the user's history now reaches and announces each with an 'achievement'
 * notification. Runs after each saved check, inside the transaction that saves it (so a check that rolls
 * back unlocks nothing), and returns only what this call unlocked.
 *
 * Cheap by design: one small read of the seven definitions with the user's unlock times, and nothing more
 * once all are unlocked; otherwise one read of the user's facts whose cost does not grow with their number
 * of checks (selectAchievementFacts). Unlocking is idempotent, and when
 * two transactions reach the same achievement the primary key lets exactly one insert it and notify. The
 * saving transaction holds the per-user history lock (lockUserHistory), so the facts read here include
 * every check saved before this one.
 */
export async function unlockAchievements(db: Queryable, userId: string, now: Date): Promise<UnlockedAchievement[]> {
  const locked = (await selectAchievementStates(db, userId)).filter((row) => row.unlocked_at === null);
  if (locked.length === 0) return [];
  const facts = await readAchievementFacts(db, userId, locked);
  const reached = locked.filter((row) => isAchievementReached(ruleOf(row), facts));
  if (reached.length === 0) return [];
  const inserted = new Set(await insertUserAchievements(db, userId, reached.map((row) => row.id), now));
  const unlocked = reached.filter((row) => inserted.has(row.id));
  for (const row of unlocked) {
    const { title, message } = achievementNotificationText(row);
    await insertNotification(db, { userId, type: 'achievement', title, message, createdAt: now });
  }
  return unlocked.map(({ code, name, description, category }) => ({ code, name, description, category, unlockedAt: now }));
}
