-- The organic results (top 100) of a tracked query's latest check, for its detail: who ranks around the site.
-- One row per tracked query, rewritten by each check; apart from scheduled_checks so its table reads stay lean.
create table tracked_query_serps (
  schedule_id bigint      primary key references scheduled_checks (id) on delete cascade,
  checked_at  timestamptz not null,
  -- [{ "url": "...", "title": "..." }], position = index + 1
  results     jsonb       not null
);
