-- Scheduled checks (spec §3, §4, §5): a user's query checked on its own, hourly to monthly, in the user's time
-- zone. One row per query (site, keyword, engine, location, device) and user.
create table scheduled_checks (
  id              bigint generated always as identity primary key,
  user_id         uuid        not null references users (id) on delete cascade,
  website_url     text        not null,
  keyword         text        not null,
  location        text        not null default 'us',
  search_engine   text        not null default 'google',
  device          text        not null default 'desktop' check (device in ('desktop', 'mobile')),
  competitor_urls text[]      not null default '{}' check (cardinality(competitor_urls) <= 3),
  interval_type   text        not null default 'daily' check (interval_type in ('hourly', 'daily', 'weekly', 'monthly')),
  interval_value  integer     not null default 1 check (interval_value between 1 and 366),
  -- When in the interval it runs, in the user's time zone: {"minute":0} hourly; {"hour":8,"minute":0} daily;
  -- plus "weekday" (0 Sunday..6) weekly; plus "monthDay" (1..31, the last day in shorter months) monthly.
  custom_schedule jsonb,
  is_active       boolean     not null default true,
  next_check_at   timestamptz not null,
  -- The latest run's outcome, for the list ("last run failed: …").
  last_run_at     timestamptz,
  last_status     text        check (last_status in ('succeeded', 'failed', 'skipped')),
  last_error      text,
  last_rank       integer,
  created_at      timestamptz not null,
  updated_at      timestamptz not null
);
create unique index scheduled_checks_user_query on scheduled_checks (user_id, website_url, keyword, search_engine, location, device);
-- The dispatcher's scan: due, active schedules in time order.
create index scheduled_checks_due on scheduled_checks (next_check_at) where is_active;

-- One row per schedule and slot: a slot runs exactly once, through crashes and restarts.
create table scheduled_check_runs (
  id                bigint generated always as identity primary key,
  schedule_id       bigint      not null references scheduled_checks (id) on delete cascade,
  user_id           uuid        not null references users (id) on delete cascade,
  slot_at           timestamptz not null,
  status            text        not null default 'queued'
                    check (status in ('queued', 'running', 'succeeded', 'failed', 'skipped')),
  attempts          integer     not null default 0,
  -- Product words: why it failed or was skipped.
  error             text,
  rank_position     integer,
  search_history_id bigint      references search_history (id) on delete set null,
  created_at        timestamptz not null,
  finished_at       timestamptz,
  unique (schedule_id, slot_at)
);
create index scheduled_check_runs_schedule on scheduled_check_runs (schedule_id, slot_at desc);

-- Which checks were scheduled rather than run by hand.
alter table search_history add column scheduled boolean not null default false;
