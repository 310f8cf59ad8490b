import { CLICK_SHARES } from '../../core/tracking/click-share';
import type { Pool } from '../../server/db/pool';

/**
 * Seeds one account's tracking workspace in SQL, fast enough for a million checks: `sites` sites, each with
 * `keywords` keywords on Google and Bing, desktop and mobile (4 tracked queries a keyword), tags in four groups,
 * two competitors a site, and one check a day for `days` days per tracked query, ranks walking from day to
 * day. Then the tracked queries' latest state and the visibility days are filled from those checks, as the
 * app's own checks would have written them.
 */
export interface TrackingSeed {
  userId: string;
  sites: number;
  keywords: number;
  days: number;
  now: Date;
  /** Site names: `${prefix}-${n}.example.com`. */
  prefix?: string;
}

const TAGS = ['brand', 'product', 'blog', 'local'];

export async function seedTracking(pool: Pool, seed: TrackingSeed): Promise<{ queries: number; checks: number }> {
  const prefix = seed.prefix ?? 'client';
  const { rows } = await pool.query<{ queries: number }>(
    `with inserted as (
       insert into scheduled_checks (user_id, website_url, keyword, keyword_key, location, search_engine, device, interval_type,
                                     interval_value, is_active, next_check_at, created_at, updated_at, tags)
       select $1, $2 || '-' || s || '.example.com', k.keyword, k.keyword, 'us', e.engine, d.device, 'daily', 1, true,
              $3::timestamptz + interval '20 hours', $3::timestamptz - make_interval(days => $5), $3::timestamptz,
              case when k.n % 10 = 0 then array[($6::text[])[1 + k.n % 4], 'priority'] else array[($6::text[])[1 + k.n % 4]] end
         from generate_series(1, $4::int) s
        cross join lateral (select n, 'keyword ' || n || ' of site ' || s as keyword from generate_series(1, $7::int) n) k
        cross join (values ('google'), ('bing')) e(engine)
        cross join (values ('desktop'), ('mobile')) d(device)
       on conflict do nothing
       returning 1
     )
     select count(*)::int as queries from inserted`,
    [seed.userId, prefix, seed.now, seed.sites, seed.days, TAGS, seed.keywords],
  );
  await pool.query(
    `insert into tracked_sites (user_id, website_url, competitor_urls, created_at, updated_at)
     select $1, $2 || '-' || s || '.example.com', array['rival-' || s || '.example.org', 'other-' || s || '.example.net'], $3, $3
       from generate_series(1, $4::int) s
     on conflict (user_id, website_url) do nothing`,
    [seed.userId, prefix, seed.now, seed.sites],
  );
  // A rank walks: a base from the query's hash, a slow wave and a day's noise; one in eight days not found
  // for deep ranks. Competitors follow their own walks.
  const { rowCount } = await pool.query(
    `insert into search_history (user_id, website_url, keyword, keyword_key, location, search_engine, device, rank_position,
                                 page_number, result_type, competitors, checked_at, matched_url, scheduled, source)
     select q.user_id, q.website_url, q.keyword, q.keyword_key, q.location, q.search_engine, q.device, r.rank,
            case when r.rank = 0 then 0 else (r.rank + 9) / 10 end, case when r.rank = 0 then 'not found' else 'organic' end,
            jsonb_build_array(jsonb_build_object('url', t.competitor_urls[1], 'rank', r.rival), jsonb_build_object('url', t.competitor_urls[2], 'rank', r.other)),
            $2::timestamptz - make_interval(days => day) - interval '2 hours',
            case when r.rank > 0 then 'https://' || q.website_url || '/' || replace(q.keyword, ' ', '-') end, true, 'demo'
       from scheduled_checks q
       join tracked_sites t on t.user_id = q.user_id and t.website_url = q.website_url
      cross join generate_series(0, $3::int - 1) day
      cross join lateral (
        select abs(hashtext(q.keyword || q.search_engine || q.device)) % 60 + 1 as base,
               (abs(hashtext(q.keyword || q.search_engine || q.device)) % 1000) / 1000.0 as phase
      ) h
      cross join lateral (
        select case when h.base > 40 and (day + h.base) % 8 = 0 then 0
                    else greatest(1, least(100, h.base + round(h.base * 0.3 * sin(day / 9.0 + h.phase * 6.28)) + (abs(hashtext(q.keyword || day)) % 3) - 1))::int end as rank,
               greatest(1, (h.base * 7 + day) % 60)::int as rival,
               greatest(0, (h.base * 13 + day * 2) % 101 - 1)::int as other
      ) r
      where q.user_id = $1 and q.website_url like $4 || '-%.example.com'
      order by day desc`,
    [seed.userId, seed.now, seed.days, prefix],
  );
  await pool.query(
    `update scheduled_checks s
        set (checked_at, current_rank, ranking_url, competitor_ranks) = (
              select h.checked_at, h.rank_position, h.matched_url, h.competitors from search_history h
               where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
                 and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device
               order by h.checked_at desc, h.id desc limit 1),
            best_rank = (select min(h.rank_position) from search_history h
               where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
                 and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device and h.rank_position > 0)
      where s.user_id = $1 and s.website_url like $2 || '-%.example.com'`,
    [seed.userId, prefix],
  );
  // A day's visibility from that day's checks (one a day per query), as each check would have rewritten it.
  await pool.query(
    `with days as (
       select h.website_url, h.search_engine, h.device, (h.checked_at at time zone u.time_zone)::date as day, h.rank_position, h.competitors
         from search_history h join users u on u.id = h.user_id
        where h.user_id = $1 and h.website_url like $3 || '-%.example.com'
     ), competitor_sums as (
       select website_url, search_engine, device, day, jsonb_object_agg(url, share) as shares
         from (select website_url, search_engine, device, day, c->>'url' as url, sum(coalesce(($2::float8[])[(c->>'rank')::int], 0)) as share
                 from days, jsonb_array_elements(competitors) c group by 1, 2, 3, 4, 5) per_url
        group by 1, 2, 3, 4
     )
     insert into visibility_days (user_id, website_url, search_engine, device, day, queries, site_share, competitor_shares)
     select $1, d.website_url, d.search_engine, d.device, d.day, count(*), sum(coalesce(($2::float8[])[d.rank_position], 0)), coalesce(min(c.shares::text)::jsonb, '{}')
       from days d left join competitor_sums c using (website_url, search_engine, device, day)
      group by d.website_url, d.search_engine, d.device, d.day
     on conflict do nothing`,
    [seed.userId, CLICK_SHARES, prefix],
  );
  return { queries: rows[0]?.queries ?? 0, checks: rowCount ?? 0 };
}
