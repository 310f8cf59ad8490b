import type { Achievement, AchievementList } from '../../../../contracts/achievement';

/**
 * The order the dashboard shows achievements in: what the user has won first, newest first, then what is
 * still ahead by category and name (the server's orders, spec §7).
 */
export function displayOrder(list: AchievementList): Achievement[] {
  return [...list.unlocked, ...list.achievements.filter((achievement) => !achievement.unlocked)];
}
