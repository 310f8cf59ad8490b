import type { ReportKeyword } from '../../../../contracts/report';

/** '#7', or 'Not found' for rank 0. */
export function rankText(rank: number): string {
  return rank > 0 ? `#${rank}` : 'Not found';
}

/** An average position to one decimal ('#12.4'), '—' when nothing was found. */
export function averageText(average: number | null): string {
  return average === null ? '—' : `#${(Math.round(average * 10) / 10).toLocaleString(undefined, { maximumFractionDigits: 1 })}`;
}

/** '+5', '−3', '0': positions gained over the period (positive = moved up). */
export function changeText(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '0';
}

/** A stable React key for a tracked query. */
export function keywordKey(keyword: Pick<ReportKeyword, 'keyword' | 'engine' | 'location' | 'device'>): string {
  return `${keyword.keyword}\u0000${keyword.engine}\u0000${keyword.location}\u0000${keyword.device}`;
}
