-- How loudly a tracked site's keywords alert: every rank change (as a single check does), band changes only
-- (the top 3, 10 and 100, and moves of 5 places or more), or none. Sites tracked before keep every change.
alter table tracked_sites add column alert_mode text not null default 'every' check (alert_mode in ('every', 'bands', 'none'));
