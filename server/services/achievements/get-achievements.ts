import { achievementProgress } from '../../../core/achievements/achievement-progress';
import type { Achievement, AchievementList } from '../../../contracts/achievement';
import type { Queryable } from '../../db/pool';
import { selectAchievementStates } from '../../db/queries/achievements';
import { readAchievementFacts, ruleOf } from './achievement-rows';

/**
 * The user's achievements: every definition by category then name, with progress computed from their
 * history, and the unlocked ones newest first. An unlocked achievement stays at 100 even if the history
 * that earned it was deleted since.
 */
export async function getAchievements(db: Queryable, userId: string): Promise<AchievementList> {
  const states = await selectAchievementStates(db, userId);
  const facts = await readAchievementFacts(db, userId, states);
  const achievements: Achievement[] = states.map((row) => ({
    code: row.code,
    name: row.name,
    description: row.description,
    category: row.category,
    unlocked: row.unlocked_at !== null,
    unlockedAt: row.unlocked_at?.toISOString() ?? null,
    progress: row.unlocked_at !== null ? 100 : achievementProgress(ruleOf(row), facts),
  }));
  // ISO times of one format compare as strings; ties keep the category-then-name order (sort is stable).
  const unlocked = achievements
    .filter((entry) => entry.unlockedAt !== null)
    .sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''));
  return { achievements, unlocked };
}
