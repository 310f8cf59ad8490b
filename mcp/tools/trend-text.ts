import type { KeywordSeries } from '../../contracts/history';
import { queryText, rankText, timeText } from './describe';

/** Points listed one by one; older ones are summed up in the figures only. */
const POINTS_LISTED = 10;

/** A keyword's rank over time in words: the span, latest and first rank, best, worst, average and movement. */
export function trendText(series: KeywordSeries): string {
  const { query, points, stats } = series;
  const first = points[0];
  const last = points[points.length - 1];
  const span = !first || !last ? '' : first === last ? `, on ${timeText(first.checkedAt)}` : ` from ${timeText(first.checkedAt)} to ${timeText(last.checkedAt)}`;
  const lines = [
    `"${query.keyword}" for ${query.site} on ${queryText(query)}: ${stats.checks} ${stats.checks === 1 ? 'check' : 'checks'}${span}.`,
    `Latest: ${rankText(stats.lastRank)}. First: ${rankText(stats.firstRank)}.`,
  ];
  if (stats.best === null) {
    lines.push('The site was not found in the top 100 in any of these checks.');
  } else {
    lines.push(`Best #${stats.best}, worst #${stats.worst}, average ${stats.average} (over the checks where it was found).`);
    lines.push(`Movement between the first and the latest check where it was found: ${movementText(stats.movement ?? 0)}.`);
    const notFound = points.filter((p) => p.rank === 0).length;
    if (notFound > 0) lines.push(`Not found in ${notFound} of ${stats.checks} checks.`);
  }
  if (series.truncated) lines.push('Only the latest checks are included; older ones exist.');
  const recent = points.slice(-POINTS_LISTED);
  lines.push(
    `${recent.length === points.length ? 'Checks' : `Latest ${recent.length} checks`}, oldest first: ` +
      recent.map((p) => `${timeText(p.checkedAt)} ${p.rank > 0 ? `#${p.rank}` : 'not found'}`).join('; '),
  );
  if (last && last.competitors.length > 0) {
    lines.push(`Competitors at the latest check: ${last.competitors.map((c) => `${c.url} ${c.rank > 0 ? `#${c.rank}` : 'not found'}`).join(', ')}`);
  }
  if (points.some((p) => p.simulated)) lines.push('Some or all of these checks are simulated results, not real rankings.');
  return lines.join('\n');
}

function movementText(movement: number): string {
  if (movement > 0) return `up ${movement} ${movement === 1 ? 'place' : 'places'}`;
  if (movement < 0) return `down ${-movement} ${movement === -1 ? 'place' : 'places'}`;
  return 'unchanged';
}
