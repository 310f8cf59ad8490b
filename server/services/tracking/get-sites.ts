import type { SiteDetail, SiteList, SiteSummary } from '../../../contracts/tracking';
import { isSiteAlertMode } from '../../../core/alerts/site-alert-mode';
import { maxTrackedQueries, type TrackingLimits } from '../../../core/plans/tracking-limits';
import { shareOfVoice, visibilityFromShares } from '../../../core/tracking/visibility';
import type { Queryable } from '../../db/pool';
import { selectCompetitorShares, selectSiteFacets, selectSites, selectVisibilityAt, type SiteRow, type SiteVisibilityAt } from '../../db/queries/tracked-sites';
import { loadUserPlan } from '../plans/load-user-plan';
import { comparedInstant } from './compared-at';
import { round2, siteContext } from './tracking-context';

function toSummary(row: SiteRow, before: SiteVisibilityAt | undefined): SiteSummary {
  const visibility = visibilityFromShares(row.site_share, row.checked_queries);
  const earlier = before ? visibilityFromShares(before.site_share, before.queries) : null;
  return {
    site: row.website_url,
    keywords: row.keywords,
    trackedQueries: row.tracked_queries,
    checkedQueries: row.checked_queries,
    visibility: visibility === null ? null : round2(visibility),
    visibilityChange: visibility === null || earlier === null ? null : round2(visibility - earlier),
    top3: row.top3,
    top10: row.top10,
    averagePosition: row.average_position === null ? null : Math.round(row.average_position * 10) / 10,
    lastCheckedAt: row.last_checked_at?.toISOString() ?? null,
    competitorUrls: row.competitor_urls,
    alertMode: isSiteAlertMode(row.alert_mode) ? row.alert_mode : 'every',
    runsPending: row.runs_pending,
    aiOverviews:
      row.overviews_checked === 0
        ? null
        : {
            checked: row.overviews_checked,
            shown: row.overviews_shown,
            unreadable: row.overviews_unreadable,
            cited: row.overviews_cited,
            share: round2((row.overviews_cited / row.overviews_checked) * 100),
          },
  };
}

/** The user's sites with their visibility now and its change since the compared day. */
export async function listSites(
  deps: { db: Queryable; limits: TrackingLimits },
  userId: string,
  compare: string,
  now: Date,
): Promise<SiteList> {
  const { tier, timeZone } = await loadUserPlan(deps.db, userId, now);
  const compared = comparedInstant(compare, now, timeZone);
  const [rows, before] = await Promise.all([selectSites(deps.db, userId), selectVisibilityAt(deps.db, userId, compared.day)]);
  const beforeBySite = new Map(before.map((row) => [row.website_url, row]));
  return {
    items: rows.map((row) => toSummary(row, beforeBySite.get(row.website_url))),
    comparedAt: compared.at.toISOString(),
    allowance: { tracked: rows.reduce((sum, row) => sum + row.tracked_queries, 0), max: maxTrackedQueries(tier, deps.limits) },
  };
}

/** One site: its summary, share of voice now and its table's facets. */
export async function getSite(db: Queryable, userId: string, named: string, compare: string, now: Date): Promise<SiteDetail> {
  const { site, compared } = await siteContext(db, userId, named, compare, now);
  const [[row], [before], competitorShares, facets] = await Promise.all([
    selectSites(db, userId, site),
    selectVisibilityAt(db, userId, compared.day, site),
    selectCompetitorShares(db, userId, site),
    selectSiteFacets(db, userId, site),
  ]);
  if (!row) throw new Error(`tracked site ${site} vanished while read`);
  const voice = shareOfVoice(row.site_share, competitorShares);
  return {
    ...toSummary(row, before),
    shareOfVoice: voice && {
      site: round2(voice.site),
      competitors: Object.entries(voice.competitors)
        .map(([url, share]) => ({ url, share: round2(share) }))
        .sort((a, b) => b.share - a.share || a.url.localeCompare(b.url)),
    },
    facets,
  };
}
