import { z } from 'zod';
import { SEARCH_ENGINES } from '../core/search/engines';

/** One saved check (spec: search_history). */
export const historyEntrySchema = z.object({
  id: z.string(),
  websiteUrl: z.string(),
  keyword: z.string(),
  location: z.string(),
  searchEngine: z.enum(SEARCH_ENGINES),
  rankPosition: z.number().int(),
  pageNumber: z.number().int(),
  resultType: z.string(),
  competitors: z.array(z.object({ url: z.string(), rank: z.number().int() })),
  checkedAt: z.string(),
  /** Rank of the previous check of the same site/keyword/engine/location; null when this is the first. */
  previousRank: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/v1/me/recent-checks?limit=5 (spec: recent searches default 5) */
export const recentChecksSchema = z.object({ items: z.array(historyEntrySchema) });

/** GET /api/v1/me/stats (spec: total count, rounded average of positive ranks, last check date) */
export const dashboardStatsSchema = z.object({
  totalChecks: z.number().int(),
  averageRank: z.number().int().nullable(),
  lastCheckedAt: z.string().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
