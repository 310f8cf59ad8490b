-- Alert rules gain triggers on what the results page shows besides the ranks (decision 023): cited or no
-- longer cited in Google's AI Overview, a competitor newly cited there, the featured snippet won or lost.
alter table alert_rules drop constraint alert_rules_trigger_type_check;
alter table alert_rules add constraint alert_rules_trigger_type_check
  check (trigger_type in ('moves_by', 'enters_top', 'leaves_top', 'drops_out', 'competitor_overtakes', 'url_changed',
                          'ai_cited', 'ai_uncited', 'competitor_ai_cited', 'snippet_won', 'snippet_lost'));
