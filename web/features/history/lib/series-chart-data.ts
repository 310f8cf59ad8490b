import type { KeywordSeries } from '../../../../contracts/history';
import { MAX_RANK } from '../../../../core/search/paging';

/** One x position of the chart: the site's rank, each competitor's, and a marker when the site was not found. */
export interface SeriesChartRow {
  checkedAt: string;
  /** null when not found: the line breaks there instead of diving to a made-up position. */
  site: number | null;
  /** MAX_RANK when the site was not found (drawn as a marker along the bottom), else null. */
  notFound: number | null;
  /** Where the site stands (its rank, or the bottom line) when the check's AI Overview cited it, else null. */
  cited: number | null;
  /** The check's AI Overview in words for the tooltip; null when unknown or the engine shows none. */
  citation: string | null;
  /** Competitor ranks by key `c0`, `c1`... in the order of series.competitors; null when not found. */
  [competitor: `c${number}`]: number | null;
}

export const competitorKey = (index: number): `c${number}` => `c${index}`;

/** A chart point's AI Overview in words: "Cited #2 of 5 sources", "Not cited (4 sources)"… */
export function citationText(overview: KeywordSeries['points'][number]['aiOverview']): string | null {
  if (overview === null) return null;
  if (overview.state === 'none') return 'No AI Overview';
  if (overview.state === 'unreadable') return 'AI Overview shown, could not be read';
  const sources = `${overview.sources} ${overview.sources === 1 ? 'source' : 'sources'}`;
  return overview.sitePosition === null ? `Not cited (${sources})` : `Cited #${overview.sitePosition} of ${sources}`;
}

/** Turns a keyword series into recharts rows (oldest first, as the server sends them). */
export function seriesChartRows(series: KeywordSeries): SeriesChartRow[] {
  return series.points.map((point) => {
    const cited = point.aiOverview?.state === 'cited' && point.aiOverview.sitePosition !== null;
    const row: SeriesChartRow = {
      checkedAt: point.checkedAt,
      site: point.rank > 0 ? point.rank : null,
      notFound: point.rank > 0 ? null : MAX_RANK,
      cited: cited ? (point.rank > 0 ? point.rank : MAX_RANK) : null,
      citation: citationText(point.aiOverview),
    };
    series.competitors.forEach((url, index) => {
      const rank = point.competitors.find((competitor) => competitor.url === url)?.rank ?? 0;
      row[competitorKey(index)] = rank > 0 ? rank : null;
    });
    return row;
  });
}

/** Words for the movement since the first check: positive numbers mean the site moved up (a smaller rank). */
export function movementText(movement: number | null): string {
  if (movement === null) return 'Never found';
  if (movement === 0) return 'No change';
  const places = Math.abs(movement) === 1 ? 'place' : 'places';
  return `${movement > 0 ? 'Up' : 'Down'} ${Math.abs(movement)} ${places}`;
}

export const rankText = (rank: number | null): string => (rank === null ? '—' : rank > 0 ? `#${rank}` : 'Not found');

/** The average over found ranks with at most one decimal (#12.5, #7). */
export function averageText(average: number | null): string {
  if (average === null) return '—';
  return `#${(Math.round(average * 10) / 10).toString()}`;
}
