export interface AchievementNotificationText {
  title: string;
  message: string;
}

/** The in-app notification for a newly unlocked achievement; the description says what was achieved. */
export function achievementNotificationText(achievement: { name: string; description: string }): AchievementNotificationText {
  return { title: `Achievement unlocked: ${achievement.name}`, message: achievement.description };
}
