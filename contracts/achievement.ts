import { z } from 'zod';

/** One achievement as a user sees it (spec §3: the definition plus unlocked, progress and unlockedAt). */
export const achievementSchema = z.object({
  /** Stable identifier (spec §9), e.g. 'top_10_elite'. */
  code: z.string(),
  name: z.string(),
  /** What earns it; reads as the goal while locked and as what was achieved once unlocked. */
  description: z.string(),
  category: z.string(),
  unlocked: z.boolean(),
  /** ISO time it was unlocked; null while locked. */
  unlockedAt: z.string().nullable(),
  /** Whole percent towards it, 0–100; 100 once unlocked. */
  progress: z.number().int().min(0).max(100),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/v1/me/achievements */
export const achievementListSchema = z.object({
  /** Every achievement, ordered by category then name (spec §7). */
  achievements: z.array(achievementSchema),
  /** The unlocked ones only, newest unlocked first (spec §7). */
  unlocked: z.array(achievementSchema),
});
export type AchievementList = z.infer<typeof achievementListSchema>;
