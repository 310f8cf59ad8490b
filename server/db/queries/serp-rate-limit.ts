import type { Queryable } from '../pool';

/** A provider's row of serp_rate_limit (021_serp_rate_limit.sql). */
export interface SerpRateLimitRow {
  provider: string;
  tokens: number;
  refilled_at: Date;
  paused_until: Date | null;
  month_start: Date;
  month_used: number;
}

/** The bucket as stored; `monthStart` is a date (the first of a month, UTC). */
export interface SerpRateLimitValues {
  tokens: number;
  refilledAt: Date;
  pausedUntil: Date | null;
  monthStart: Date;
  monthUsed: number;
}

const COLUMNS = `provider, tokens, refilled_at, paused_until, month_start::text as month_start_text, month_used`;

type RawRow = Omit<SerpRateLimitRow, 'month_start'> & { month_start_text: string };

function toRow(raw: RawRow): SerpRateLimitRow {
  const { month_start_text: text, ...rest } = raw;
  return { ...rest, month_start: new Date(`${text}T00:00:00Z`) };
}

/**
 * Locks a provider's row for the caller's transaction, creating it from `initial` the first time. Every
 * process takes tokens through this one row, so takes are served one at a time (each lasts microseconds).
 */
export async function lockSerpRateLimit(db: Queryable, provider: string, initial: SerpRateLimitValues): Promise<SerpRateLimitRow> {
  await db.query(
    `insert into serp_rate_limit (provider, tokens, refilled_at, paused_until, month_start, month_used)
     values ($1, $2, $3, $4, $5::date, $6) on conflict (provider) do nothing`,
    [provider, initial.tokens, initial.refilledAt, initial.pausedUntil, initial.monthStart.toISOString().slice(0, 10), initial.monthUsed],
  );
  const { rows } = await db.query<RawRow>(`select ${COLUMNS} from serp_rate_limit where provider = $1 for update`, [provider]);
  const row = rows[0];
  if (!row) throw new Error(`serp_rate_limit row of ${provider} vanished under its lock`);
  return toRow(row);
}

/** Writes a provider's bucket back (under the lock lockSerpRateLimit took). */
export async function saveSerpRateLimit(db: Queryable, provider: string, values: SerpRateLimitValues): Promise<void> {
  await db.query(
    `update serp_rate_limit
        set tokens = $2, refilled_at = $3, paused_until = $4, month_start = $5::date, month_used = $6
      where provider = $1`,
    [provider, values.tokens, values.refilledAt, values.pausedUntil, values.monthStart.toISOString().slice(0, 10), values.monthUsed],
  );
}

/** A provider's row without locking it; undefined before its first request. */
export async function readSerpRateLimit(db: Queryable, provider: string): Promise<SerpRateLimitRow | undefined> {
  const { rows } = await db.query<RawRow>(`select ${COLUMNS} from serp_rate_limit where provider = $1`, [provider]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

/**
 * Records that the operator was told about the month's budget (`low` or `out`); true only for the first
 * caller of the month, so every process together logs it once.
 */
export async function noteBudgetNotice(db: Queryable, provider: string, kind: 'low' | 'out', monthStart: Date): Promise<boolean> {
  const column = kind === 'low' ? 'low_noticed' : 'out_noticed';
  const { rowCount } = await db.query(
    `update serp_rate_limit set ${column} = $2::date
      where provider = $1 and ${column} is distinct from $2::date`,
    [provider, monthStart.toISOString().slice(0, 10)],
  );
  return (rowCount ?? 0) > 0;
}
