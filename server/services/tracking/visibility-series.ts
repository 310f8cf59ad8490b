import type { VisibilitySeries } from '../../../contracts/tracking';
import { addLocalDays, localDateOf } from '../../../core/plans/local-day';
import { formatIsoDay } from '../../../core/reports/report-period';
import { shareOfVoice, visibilityFromShares } from '../../../core/tracking/visibility';
import type { Queryable } from '../../db/pool';
import { selectVisibilityDays, type VisibilityDayRow } from '../../db/queries/tracked-sites';
import { siteOf } from './site-of';
import { round2, userZone } from './tracking-context';

export interface SeriesOptions {
  days: number;
  engines?: readonly string[] | undefined;
  devices?: readonly string[] | undefined;
}

/**
 * A site's daily visibility and share of voice over the last `days` local days, today included. Each engine and
 * device keeps its last known day until it is checked again (a weekly query counts every day of its week), and
 * the day's figures add them up.
 */
export function buildVisibilitySeries(rows: readonly VisibilityDayRow[], days: readonly string[]): VisibilitySeries['points'] {
  const latest = new Map<string, VisibilityDayRow>();
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day));
  let next = 0;
  return days.map((day) => {
    while (next < sorted.length && (sorted[next] as VisibilityDayRow).day <= day) {
      const row = sorted[next] as VisibilityDayRow;
      latest.set(`${row.search_engine}|${row.device}`, row);
      next += 1;
    }
    let queries = 0;
    let site = 0;
    const competitors: Record<string, number> = {};
    for (const row of latest.values()) {
      queries += row.queries;
      site += row.site_share;
      for (const [url, share] of Object.entries(row.competitor_shares)) competitors[url] = (competitors[url] ?? 0) + share;
    }
    const visibility = visibilityFromShares(site, queries);
    const voice = shareOfVoice(site, competitors);
    return {
      day,
      visibility: visibility === null ? null : round2(visibility),
      shareOfVoice: voice === null ? null : round2(voice.site),
      queries,
      competitors: voice === null ? [] : Object.entries(voice.competitors).map(([url, share]) => ({ url, shareOfVoice: round2(share) })),
    };
  });
}

/** GET /api/v1/me/sites/{site}/visibility. */
export async function getVisibilitySeries(db: Queryable, userId: string, named: string, options: SeriesOptions, now: Date): Promise<VisibilitySeries> {
  const site = await siteOf(db, userId, named);
  const timeZone = await userZone(db, userId);
  const today = localDateOf(now, timeZone);
  const days = Array.from({ length: options.days }, (_, index) => formatIsoDay(addLocalDays(today, index - options.days + 1)));
  const rows = await selectVisibilityDays(db, userId, site, {
    from: days[0] ?? formatIsoDay(today),
    to: formatIsoDay(today),
    engines: options.engines,
    devices: options.devices,
  });
  return { points: buildVisibilitySeries(rows, days) };
}
