import type { ScheduledCheck } from '../../../../contracts/scheduled-check';

const MIN_MS = 30_000;
const MAX_MS = 10 * 60_000;

/**
 * When to read the schedules again while they are on screen: shortly after the soonest active one is due
 * (its run takes a few seconds), so its new rank and outcome arrive without a reload; every 30 s while one
 * is overdue (workers catching up), and at least every 10 minutes otherwise. False with nothing active.
 */
export function nextRefreshMs(items: readonly ScheduledCheck[] | undefined, now: number): number | false {
  const due = (items ?? []).filter((s) => s.isActive).map((s) => Date.parse(s.nextCheckAt));
  if (due.length === 0) return false;
  const wait = Math.min(...due) - now + MIN_MS;
  return Math.min(MAX_MS, Math.max(MIN_MS, wait));
}
