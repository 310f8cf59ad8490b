-- Who did what in an account's workspace (issue: teams): keys, webhooks, schedules, tracked keywords, shared
-- reports and the white label. Kept 12 months (services/audit). The actor's e-mail is kept as it was then, so the
-- log reads the same after an address change. Deleting an account deletes every event it is in.
create table audit_events (
  id           bigint generated always as identity primary key,
  workspace_id uuid        not null references users (id) on delete cascade,
  actor_id     uuid        not null references users (id) on delete cascade,
  actor_email  text        not null,
  action       text        not null,
  -- What it was done to, in words ("key 'CI'", "example.com, 2026-05-01 to 2026-05-31").
  subject      text        not null default '',
  created_at   timestamptz not null
);
create index audit_events_workspace on audit_events (workspace_id, created_at desc, id desc);
create index audit_events_created on audit_events (created_at);
