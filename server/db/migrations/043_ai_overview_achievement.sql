-- An achievement for the first check whose Google AI Overview cites the site (decision 023).
alter table achievement_definitions drop constraint achievement_definitions_metric_check;
alter table achievement_definitions add constraint achievement_definitions_metric_check
  check (metric in ('checks', 'distinct_keywords', 'best_rank', 'ai_overview_citations'));

insert into achievement_definitions (code, name, description, category, metric, threshold) values
  ('ai_overview_cited', 'AI Cited', 'One of your sites cited in a Google AI Overview.', 'Rankings', 'ai_overview_citations', 1);

-- The citing checks of a user, read after every saved check while the achievement is locked: one index probe
-- instead of a pass over the user's history.
create index search_history_user_ai_cited on search_history (user_id) where ai_overview->>'sitePosition' is not null;

-- Checks saved before this migration unlock it, dated by the first citing check, without a notification.
insert into user_achievements (user_id, achievement_id, unlocked_at)
select h.user_id, d.id, min(h.checked_at)
  from search_history h
  join achievement_definitions d on d.code = 'ai_overview_cited'
 where h.ai_overview->>'sitePosition' is not null
 group by h.user_id, d.id
on conflict do nothing;
