import type { Queryable } from '../pool';
import type { SeoChange } from '../../../contracts/seo-snapshot';

export interface TrackedQueryIdentity {
  id: string;
  website_url: string;
  keyword: string;
  keyword_key: string;
  search_engine: string;
  location: string;
  device: string;
  /** Its own competitors (else its site's), and those its latest check was compared with. */
  competitor_urls: string[];
  /** The AI answer engines it samples on each run. */
  ai_answers: string[];
}

/** One of the user's tracked queries of a site, by id; undefined when it is not theirs or not of this site. */
export async function selectTrackedQuery(db: Queryable, userId: string, site: string, id: string): Promise<TrackedQueryIdentity | undefined> {
  const { rows } = await db.query<TrackedQueryIdentity>(
    `select s.id::text, s.website_url, s.keyword, s.keyword_key, s.search_engine, s.location, s.device, s.ai_answers,
            array(select distinct u from unnest(
                    case when cardinality(s.competitor_urls) > 0 then s.competitor_urls else coalesce(t.competitor_urls, '{}') end
                    || array(select c->>'url' from jsonb_array_elements(coalesce(s.competitor_ranks, '[]'::jsonb)) c)
                  ) u) as competitor_urls
       from scheduled_checks s
       left join tracked_sites t on t.user_id = s.user_id and t.website_url = s.website_url
      where s.user_id = $1 and s.website_url = $2 and s.id = $3`,
    [userId, site, id],
  );
  return rows[0];
}

/** The organic results of the tracked query's latest check, when they were kept. */
export async function selectTrackedSerp(db: Queryable, scheduleId: string): Promise<{ checked_at: Date; results: { url: string; title: string }[] } | undefined> {
  const { rows } = await db.query<{ checked_at: Date; results: { url: string; title: string }[] }>(
    'select checked_at, results from tracked_query_serps where schedule_id = $1',
    [scheduleId],
  );
  return rows[0];
}

/** The latest checks of the query whose page changed (SEO snapshot changes), newest first. */
export async function selectQuerySeoChanges(db: Queryable, userId: string, query: TrackedQueryIdentity, limit: number): Promise<{ checked_at: Date; changes: SeoChange[] }[]> {
  const { rows } = await db.query<{ checked_at: Date; changes: SeoChange[] }>(
    `select h.checked_at, s.changes
       from search_history h
       join seo_snapshots s on s.id = h.seo_snapshot_id
      where h.user_id = $1 and h.website_url = $2 and h.keyword_key = $3 and h.search_engine = $4 and h.location = $5 and h.device = $6
        and jsonb_typeof(s.changes) = 'array' and jsonb_array_length(s.changes) > 0
      order by h.checked_at desc, h.id desc
      limit $7`,
    [userId, query.website_url, query.keyword_key, query.search_engine, query.location, query.device, limit],
  );
  return rows;
}

/** The user's latest notifications about the site on this engine, location and device (any spelling of any keyword). */
export async function selectSiteNotifications(
  db: Queryable,
  userId: string,
  query: TrackedQueryIdentity,
  limit: number,
): Promise<{ keyword: string | null; title: string; message: string; created_at: Date }[]> {
  const { rows } = await db.query<{ keyword: string | null; title: string; message: string; created_at: Date }>(
    `select keyword, title, message, created_at
       from notifications
      where user_id = $1 and website_url = $2 and search_engine = $3 and location = $4 and device = $5
      order by created_at desc, id desc
      limit $6`,
    [userId, query.website_url, query.search_engine, query.location, query.device, limit],
  );
  return rows;
}
