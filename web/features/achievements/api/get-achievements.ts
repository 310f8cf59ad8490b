import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementList } from '../../../../contracts/achievement';
import { apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

/** GET /api/v1/me/achievements — every achievement with progress, and the unlocked ones newest first. */
export function getAchievements(): Promise<AchievementList> {
  return apiJson<AchievementList>('/me/achievements');
}

// Under USER_DATA_KEY: refreshed after each check, which is what unlocks achievements.
export const achievementsQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'achievements'],
  queryFn: getAchievements,
});

export function useAchievements() {
  return useQuery(achievementsQueryOptions);
}
