-- Each webhook endpoint chooses the events it receives (check.completed, rank.changed, alert.fired,
-- schedule.failed; payloads in server/services/webhooks/README.md).
-- Endpoints that exist now were made when alert.fired was the only event, and their receivers were written for
-- it: they keep exactly that, so nobody's receiver starts getting a message per check without asking. Their
-- owners can add the others in Settings. New endpoints get all four unless they ask for fewer.
alter table webhook_endpoints add column events text[] not null default '{alert.fired}';
alter table webhook_endpoints alter column events set default '{check.completed,rank.changed,alert.fired,schedule.failed}';
-- At least one, and only known types: a new type comes with its own migration widening this list.
alter table webhook_endpoints add constraint webhook_endpoints_events_known
  check (cardinality(events) >= 1 and events <@ '{check.completed,rank.changed,alert.fired,schedule.failed}'::text[]);
-- The events' fan-out still reads webhook_endpoints_user_active (user_id where is_active): a user has at most 5
-- endpoints, so the subscription is checked on those few rows rather than indexed.
