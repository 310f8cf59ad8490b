-- History, keyword series, dashboard statistics and reports at 1,000,000 checks across 10,000 users. Every read
-- is one user's rows, so every index leads with user_id; each ends with id because id breaks ties between
-- checks saved at the same instant (keyset pagination and "the previous check" need a total order).

-- History list (default sort newest first, date filters), its keyset pages and the count; daily allowance
-- (checked_at >= start of today). rank_position rides along so the dashboard statistics (count, average of
-- found ranks, last check) are an index-only scan.
drop index if exists search_history_user_checked;
create index search_history_user_checked on search_history (user_id, checked_at, id) include (rank_position);

-- A keyword's series (oldest first) and each row's previous check of the same site/keyword/engine/location
-- (the newest before it, index-only thanks to rank_position); also the facets (index-only: its leading
-- columns are the four filter values).
drop index if exists search_history_user_query;
create index search_history_user_query on search_history (user_id, website_url, keyword, search_engine, location, checked_at, id)
  include (rank_position);

-- A site's report for a period (user, site, checked_at range ordered by checked_at, id) and the history list
-- filtered by site.
create index search_history_user_site_checked on search_history (user_id, website_url, checked_at, id);

-- Without these the planner takes user, site and keyword as independent, estimates well under one row for a
-- user's site, and walks all of that site's checks (the smaller index above) to find one keyword's. A site is
-- tracked by few users and a keyword belongs to few sites: telling it so makes it pick search_history_user_query.
create statistics search_history_user_site_keyword (dependencies, ndistinct) on user_id, website_url, keyword from search_history;
