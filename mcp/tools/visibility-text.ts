import type { SiteDetail, SiteList, VisibilitySeries } from '../../contracts/tracking';

const percent = (value: number | null) => (value === null ? 'not known yet' : `${value.toFixed(1)}%`);
/** "cited in the AI Overview of 6 of 40 Google queries (15.0%)", or nothing before a Google query was checked. */
const overviewText = (overviews: SiteList['items'][number]['aiOverviews']) =>
  overviews === null
    ? ''
    : `; cited in the AI Overview of ${overviews.cited} of ${overviews.checked} Google ${overviews.checked === 1 ? 'query' : 'queries'} (${overviews.share.toFixed(1)}%` +
      `${overviews.unreadable > 0 ? `, ${overviews.unreadable} ${overviews.unreadable === 1 ? 'overview' : 'overviews'} could not be read` : ''})`;
const points = (value: number | null) => (value === null ? '' : ` (${value >= 0 ? '+' : ''}${value.toFixed(1)} points over the compared days)`);

/** How visibility is computed, said once in every answer so it is never read as a traffic figure. */
export const VISIBILITY_NOTE =
  'Visibility is the share of the clicks a #1 result gets that the site’s ranks would get, by a published click-through curve, ' +
  'averaged over its tracked queries: 100% is #1 on every one. Share of voice is the site’s part of those clicks beside its tracked competitors.';

/** Every tracked site with its visibility, in words. */
export function sitesText(list: SiteList): string {
  if (list.items.length === 0) return 'No site is tracked yet. Track keywords of a site (add_tracked_keyword, or Sites in the app) to see its visibility.';
  return [
    `${list.items.length} tracked ${list.items.length === 1 ? 'site' : 'sites'} (${list.allowance.tracked} of ${list.allowance.max} tracked queries the plan holds):`,
    ...list.items.map(
      (item) =>
        `- ${item.site}: visibility ${percent(item.visibility)}${points(item.visibilityChange)}; ${item.keywords} keywords, ${item.trackedQueries} tracked queries; ` +
        `${item.top3} in the top 3, ${item.top10} in the top 10${item.averagePosition === null ? '' : `; average position ${item.averagePosition}`}${overviewText(item.aiOverviews)}.`,
    ),
    VISIBILITY_NOTE,
  ].join('\n');
}

/** One site's visibility now, its share of voice and its daily series, in words. */
export function siteVisibilityText(site: SiteDetail, series: VisibilitySeries): string {
  const lines = [
    `${site.site}: visibility ${percent(site.visibility)}${points(site.visibilityChange)} over ${site.checkedQueries} of ${site.trackedQueries} tracked queries checked; ` +
      `${site.top3} in the top 3, ${site.top10} in the top 10${overviewText(site.aiOverviews)}.`,
  ];
  if (site.shareOfVoice) {
    const rivals = site.shareOfVoice.competitors.map((c) => `${c.url} ${c.share.toFixed(1)}%`).join(', ');
    lines.push(`Share of voice: the site ${site.shareOfVoice.site.toFixed(1)}%${rivals ? `, ${rivals}` : ''}.`);
  } else if (site.competitorUrls.length === 0) {
    lines.push('No competitors are tracked for this site, so there is no share of voice.');
  }
  const measured = series.points.filter((point) => point.visibility !== null);
  if (measured.length > 0) {
    lines.push(`Daily visibility, oldest first: ${measured.map((point) => `${point.day} ${percent(point.visibility)}`).join('; ')}.`);
  }
  lines.push(VISIBILITY_NOTE);
  return lines.join('\n');
}
