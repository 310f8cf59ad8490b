import type { Queryable } from '../pool';

/** What an active schedule's monthly cost in provider searches is estimated from (core/schedules/estimate-searches). */
export interface ScheduleCostRow {
  email: string;
  search_engine: string;
  device: string;
  interval_type: string;
  interval_value: number;
  /** Where the site was last found (the tracked query's latest check, else the schedule's own last run). */
  site_rank: number | null;
  competitor_urls: string[];
  /** The latest check's competitors: [{ url, rank }]. */
  competitor_ranks: { url: string; rank: number }[] | null;
  /** AI answer engines sampled on each run. */
  ai_answers: string[];
}

/** Every active schedule of every account, for the operator's estimate of the searches a month will take. */
export async function selectActiveScheduleCosts(db: Queryable): Promise<ScheduleCostRow[]> {
  const { rows } = await db.query<ScheduleCostRow>(
    `select u.email, s.search_engine, s.device, s.interval_type, s.interval_value,
            coalesce(s.current_rank, s.last_rank) as site_rank, s.competitor_urls, s.competitor_ranks, s.ai_answers
       from scheduled_checks s
       join users u on u.id = s.user_id
      where s.is_active`,
  );
  return rows;
}
