import type { ScheduledCheck } from '../../../../contracts/scheduled-check';

export const SORTS = {
  next: 'Next run',
  keyword: 'Keyword',
  rank: 'Best rank',
  attention: 'Needs attention',
} as const;
export type ScheduleSort = keyof typeof SORTS;

/** Not found and not yet checked sort after every rank. */
const rankValue = (rank: number | null) => (rank === null ? 102 : rank <= 0 ? 101 : rank);
const attentionValue = (s: ScheduledCheck) => (s.lastStatus === 'failed' ? 0 : s.lastStatus === 'skipped' ? 1 : 2);
const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);

const COMPARE: Record<ScheduleSort, (a: ScheduledCheck, b: ScheduledCheck) => number> = {
  // Paused schedules have no next run: they follow the active ones.
  next: (a, b) => Number(b.isActive) - Number(a.isActive) || byTime(a.nextCheckAt, b.nextCheckAt),
  keyword: (a, b) => a.keyword.localeCompare(b.keyword, 'en', { sensitivity: 'base' }),
  rank: (a, b) => rankValue(a.lastRank) - rankValue(b.lastRank),
  attention: (a, b) => attentionValue(a) - attentionValue(b),
};

/**
 * Schedules grouped by website (sites in alphabetical order), each group sorted by `sort` and then by
 * keyword, so equal values keep a stable, readable order.
 */
export function groupBySite(items: ScheduledCheck[], sort: ScheduleSort): { site: string; items: ScheduledCheck[] }[] {
  const groups = new Map<string, ScheduledCheck[]>();
  for (const item of items) groups.set(item.websiteUrl, [...(groups.get(item.websiteUrl) ?? []), item]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([site, list]) => ({
      site,
      items: [...list].sort((a, b) => COMPARE[sort](a, b) || COMPARE.keyword(a, b) || COMPARE.next(a, b)),
    }));
}
