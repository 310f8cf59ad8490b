import type { TrackedQueryRow } from '../../../../contracts/tracking';
import type { BadgeTone } from '../../../components/ui/badge';

/** A rank as a cell says it: '#4', 'Not found' (not in the top 100), '—' before the first check. */
export function rankText(rank: number | null): string {
  if (rank === null) return '—';
  return rank > 0 ? `#${rank}` : 'Not found';
}

export interface ChangeView {
  /** What the cell shows: '+3', '−2', 'New', 'Lost', '0', '—'. */
  text: string;
  /** What a screen reader and the title say: 'Up 3 since 22 Nov', 'Entered the top 100'. */
  label: string;
  tone: BadgeTone;
  direction: 'up' | 'down' | 'none';
}

/**
 * The change since the compared date, in words a table cell can hold. Entering or leaving the top 100 is said
 * as such, never as a number of positions (from #5 to not found is not "−96").
 */
export function changeView(row: Pick<TrackedQueryRow, 'rank' | 'compareRank' | 'change'>): ChangeView {
  const { rank, compareRank, change } = row;
  if (rank === null || compareRank === null || change === null) return { text: '—', label: 'No earlier rank to compare with', tone: 'neutral', direction: 'none' };
  if (compareRank === 0 && rank > 0) return { text: 'New', label: `Entered the top 100 at #${rank}`, tone: 'success', direction: 'up' };
  if (compareRank > 0 && rank === 0) return { text: 'Lost', label: `Dropped out of the top 100 (was #${compareRank})`, tone: 'danger', direction: 'down' };
  if (change > 0) return { text: `+${change}`, label: `Up ${change} from #${compareRank}`, tone: 'success', direction: 'up' };
  if (change < 0) return { text: `−${-change}`, label: `Down ${-change} from #${compareRank}`, tone: 'danger', direction: 'down' };
  return { text: '0', label: rank > 0 ? `Unchanged at #${rank}` : 'Still not found', tone: 'neutral', direction: 'none' };
}

/** A ranking URL shortened for a cell: the path (the site is the page's heading), '/' for the home page. */
export function urlPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${decodeURIComponent(parsed.pathname)}${parsed.search}` || '/';
  } catch {
    return url;
  }
}

/** Visibility as the page says it: '42.5%'; '—' before any check. */
export const percentText = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

/** A change in percentage points: '+1.2 pts', '−0.4 pts', 'no change'. */
export function pointsText(value: number | null): string {
  if (value === null) return '—';
  if (Math.abs(value) < 0.05) return 'no change';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)} pts`;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
/** '1 day ago', '7 days ago', '30 days ago' or the date picked ('12 Nov'). */
export function compareText(compare: string): string {
  if (compare === '1') return 'yesterday';
  if (compare === '7' || compare === '30') return `${compare} days ago`;
  return SHORT_DATE.format(new Date(`${compare}T12:00:00Z`));
}
