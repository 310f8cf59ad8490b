-- The tracking workspace (decision 021): a user's sites, each with its tracked queries (the scheduled_checks rows)
-- in one table. A tracked query carries its tags and what its latest check said, so the table, the sites list and
-- visibility read one row per query instead of walking history; every saved check of the same query (by hand or
-- scheduled, core/search/query-identity) updates it in the check's transaction.
alter table scheduled_checks
  add column tags             text[]      not null default '{}' check (cardinality(tags) <= 20),
  -- The latest check of the query: when, its rank (0 = not in the top 100), the URL that ranked, and the ranks
  -- of the competitors it looked for ([{url, rank}], as search_history.competitors).
  add column checked_at       timestamptz,
  add column current_rank     integer,
  add column ranking_url      text,
  add column competitor_ranks jsonb,
  -- The best (lowest) rank any check of the query found; null when none found it.
  add column best_rank        integer;

update scheduled_checks s
   set (checked_at, current_rank, ranking_url, competitor_ranks) = (
         select h.checked_at, h.rank_position, case when h.rank_position > 0 then h.matched_url end, h.competitors
           from search_history h
          where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
            and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device
          order by h.checked_at desc, h.id desc
          limit 1),
       best_rank = (
         select min(h.rank_position)
           from search_history h
          where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
            and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device
            and h.rank_position > 0);

-- A site's table, the sites list and visibility read a user's tracked queries site by site.
create index scheduled_checks_user_site on scheduled_checks (user_id, website_url);

-- A site the user tracks, with the competitors every one of its tracked queries is compared with (a query's own
-- competitor_urls, when set, take their place). Made when the site's first query is tracked.
create table tracked_sites (
  user_id         uuid        not null references users (id) on delete cascade,
  website_url     text        not null check (length(website_url) between 1 and 2048),
  competitor_urls text[]      not null default '{}' check (cardinality(competitor_urls) <= 3),
  created_at      timestamptz not null,
  updated_at      timestamptz not null,
  primary key (user_id, website_url)
);
insert into tracked_sites (user_id, website_url, created_at, updated_at)
select user_id, website_url, min(created_at), min(created_at) from scheduled_checks group by user_id, website_url;

-- Visibility and share of voice by day (core/tracking/visibility), per site, engine and device, in the user's
-- time zone: rewritten from the tracked queries' latest ranks whenever one of them is checked, so a day keeps
-- what was known at its end. `queries` counts the tracked queries checked at least once; `site_share` is the sum
-- of their click shares (1 for a #1); `competitor_shares` the same sum per competitor URL.
create table visibility_days (
  user_id           uuid             not null references users (id) on delete cascade,
  website_url       text             not null,
  search_engine     text             not null,
  device            text             not null,
  day               date             not null,
  queries           integer          not null,
  site_share        double precision not null,
  competitor_shares jsonb            not null default '{}',
  primary key (user_id, website_url, search_engine, device, day)
);

-- The table's "checking now" and a site's progress read the runs that wait or run, a handful among many.
create index scheduled_check_runs_open_by_schedule on scheduled_check_runs (schedule_id) where status in ('queued', 'running');
