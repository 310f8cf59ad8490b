import { sql } from './control';

/**
 * Two weeks of daily checks of `site` for one account, one per keyword a day, so a report has movers,
 * keywords entering and leaving the top 10 and top 3, a keyword lost from the results and two competitors.
 * Checks on earlier days cannot be made in one test run, hence SQL.
 */
export async function seedReportChecks(email: string, site: string): Promise<void> {
  await sql(
    `insert into search_history
       (user_id, website_url, keyword, keyword_key, location, search_engine, rank_position, page_number, competitors, checked_at)
     select u.id, $2, k.keyword, k.keyword, k.location, k.engine, r.rank, case when r.rank = 0 then 0 else (r.rank - 1) / 10 + 1 end,
            jsonb_build_array(
              jsonb_build_object('url', 'rival-shoes.com', 'rank', greatest(1, 12 - d / 2)),
              jsonb_build_object('url', 'runnersworld.com', 'rank', case when d % 3 = 0 then 0 else 6 end)),
            now() - make_interval(days => 13 - d, mins => 5)
     from users u
     cross join generate_series(0, 13) d
     cross join (values
       ('running shoes', 'us', 'google', 18, -1),
       ('trail running shoes', 'gb', 'google', 4, 0),
       ('marathon training plan', 'us', 'bing', 7, 1),
       ('best running socks', 'us', 'google', 40, -3),
       ('running shoes for flat feet', 'de', 'google', 25, 3),
       ('cheap sneakers', 'us', 'google', 9, 8)
     ) k(keyword, location, engine, start, step)
     cross join lateral (
       select case when k.start + k.step * d > 100 then 0 else greatest(1, k.start + k.step * d) end as rank
     ) r
     where u.email = $1`,
    [email, site],
  );
}
