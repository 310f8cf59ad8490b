-- Second half of 029 (decision 019), once 030 has filled every key.
alter table search_history alter column keyword_key set not null;
alter table scheduled_checks alter column keyword_key set not null;

-- Schedules that were one query under two spellings ("Blue Matcha Tins", "blue matcha tins") each spent
-- searches on the same results: the first one made is kept, with its runs; the later ones go.
delete from scheduled_checks s
 using scheduled_checks kept
 where kept.user_id = s.user_id and kept.website_url = s.website_url and kept.keyword_key = s.keyword_key
   and kept.search_engine = s.search_engine and kept.location = s.location and kept.device = s.device
   and (kept.created_at, kept.id) < (s.created_at, s.id);
create unique index scheduled_checks_user_query on scheduled_checks (user_id, website_url, keyword_key, search_engine, location, device);

-- A query's series, its previous rank and a schedule's latest checks: as 007, by the key.
drop index if exists search_history_user_query;
create index search_history_user_query on search_history (user_id, website_url, keyword_key, search_engine, location, device, checked_at, id)
  include (rank_position);
drop statistics if exists search_history_user_site_keyword;
create statistics search_history_user_site_keyword (dependencies, ndistinct) on user_id, website_url, keyword_key from search_history;
