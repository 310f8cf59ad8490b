const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-10-01 -> "1 Oct 2026" (a calendar day: no time zone involved). */
export function formatDay(isoDay: string, withYear = true): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  return withYear ? `${day} ${name} ${year}` : `${day} ${name}`;
}

/** An instant as "30 Oct 2026, 09:05 UTC": the report carries no time zone for it. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `${formatDay(date.toISOString().slice(0, 10))}, ${hh}:${mm} UTC`;
}

/** A rank for a table cell: 0 (not in the top 100) and null show as a dash. */
export function formatRank(rank: number | null): string {
  return rank === null || rank <= 0 ? '—' : String(rank);
}

/** An average rank with one decimal, or a dash. */
export function formatAverage(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

/** Positions gained: +5, −3 (a true minus sign is not in the font, so an en dash), 0. */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `–${Math.abs(change)}`;
  return '0';
}

/** A percentage with at most one decimal: 18.2%, 40%. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
