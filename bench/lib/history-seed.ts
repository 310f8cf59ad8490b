import type { Pool } from '../../server/db/pool';

/**
 * Seeds bench users and their checks in SQL (generate_series), fast enough for a million rows. User n (1-based)
 * has a profile that depends on n % 100 only, so users 1-100 (about 10,000 checks) are a faithful sample of
 * users 1-10,000 (about 1,000,000): the growth ratio then measures the table growing, not the users changing.
 *
 * Per user: 1-3 sites, 3-10 keywords, mostly Google with some Bing/Yahoo/DuckDuckGo, one home location and
 * some checks elsewhere; 20 to ~580 checks (skewed: most users have a few dozen, a few agencies hundreds)
 * spread over the last year; one in five users tracks competitors (jsonb on every check); ~20 % not found.
 * Rows are inserted in time order across users, as real traffic would write them, so one user's rows are
 * scattered over the table rather than stored side by side.
 */
export const CHECKS_PER_USER_SQL = `(20 + floor(560 * power((n % 100) / 99.0, 6)))::int`;

export interface SeedRange {
  firstUser: number;
  lastUser: number;
  /** The seeded checks end here; they go back one year. */
  now: Date;
}

export async function seedHistory(pool: Pool, range: SeedRange): Promise<number> {
  await pool.query(
    `insert into users (email, email_verified_at, time_zone)
     select 'bench-' || n || '@example.com', now(),
            (array['UTC', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'Europe/Berlin'])[1 + n % 5]
       from generate_series($1::int, $2::int) n`,
    [range.firstUser, range.lastUser],
  );
  const { rowCount } = await pool.query(
    `insert into search_history
       (user_id, website_url, keyword, keyword_key, location, search_engine, rank_position, page_number, result_type, competitors, checked_at)
     select u.id, c.site, c.keyword, c.keyword, c.location, c.engine, c.rank,
            case when c.rank = 0 then 0 else (c.rank + 9) / 10 end,
            case when c.rank = 0 then 'not found' when c.rank % 7 = 0 then 'featured snippet' else 'organic' end,
            case when c.n % 5 = 0 then jsonb_build_array(
                   jsonb_build_object('url', 'rival-' || (c.n % 37) || '.com', 'rank', (c.rank * 3 + c.j) % 101),
                   jsonb_build_object('url', 'other-' || (c.n % 53) || '.org', 'rank', (c.rank * 7 + c.j) % 101))
                 else '[]'::jsonb end,
            c.checked_at
       from (
         select n, j,
                'site-' || n || '-' || (j % (1 + n % 3)) || '.example.com' as site,
                'keyword ' || ((n * 7 + (j / (1 + n % 3)) % (3 + n % 8)) % 5000) as keyword,
                case when j % 10 = 9 then 'ca' else (array['us', 'gb', 'de', 'fr'])[1 + n % 4] end as location,
                case when j % 10 < 7 then 'google' when j % 10 < 8 then 'bing' when j % 10 < 9 then 'yahoo' else 'duckduckgo' end as engine,
                case when random() < 0.2 then 0 else 1 + floor(power(random(), 2) * 100)::int end as rank,
                $3::timestamptz - ((cnt - j) * 365.0 / cnt) * interval '1 day' - random() * interval '6 hours' as checked_at
           from generate_series($1::int, $2::int) n
          cross join lateral (select ${CHECKS_PER_USER_SQL} as cnt) per_user
          cross join lateral generate_series(1, cnt) j
       ) c
       join users u on u.email = 'bench-' || c.n || '@example.com'
      order by c.checked_at`,
    [range.firstUser, range.lastUser, range.now],
  );
  // Autovacuum would get here in time; a bench measures the steady state (statistics and visibility map).
  await pool.query('vacuum analyze users');
  await pool.query('vacuum analyze search_history');
  return rowCount ?? 0;
}
