-- One search query, one identity (decision 019): a check's keyword is compared by its key — normalised, NFC,
-- lower case — computed by core/search/query-identity and stored beside the keyword as typed. The key is filled
-- by the data step 030_query_identity_keys (the database's lower() follows its locale, so it cannot compute it)
-- and made required, with the indexes that read it, by 031.
alter table search_history add column keyword_key text;
alter table scheduled_checks add column keyword_key text;
-- A schedule's duplicate check moves to the key in 031; dropped first so that rewriting a site to its display
-- form in 030 cannot meet the old index.
drop index if exists scheduled_checks_user_query;
