-- The page that ranked, kept with each saved check, so an alert rule can say "the ranking page changed".
-- Null for a not-found check and for checks saved before this was recorded.
alter table search_history add column matched_url text;
