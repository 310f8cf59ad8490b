-- The SERP provider's requests for scheduled checks, shared by every worker process: a token bucket sized by
-- SERP_RATE_LIMIT_PER_HOUR, a pause every worker honours after the provider answered 429, and the month's
-- count against SERP_MONTHLY_BUDGET. One row per provider, locked for the few microseconds a take lasts.
create table serp_rate_limit (
  provider      text             primary key,
  -- Tokens at refilled_at. Below zero when requests were promised ahead: their callers wait their turn.
  tokens        double precision not null,
  refilled_at   timestamptz      not null,
  -- After a 429 no worker asks the provider before this.
  paused_until  timestamptz,
  -- Provider requests scheduled checks made in the calendar month (UTC) that starts on month_start.
  month_start   date             not null,
  month_used    integer          not null default 0,
  -- The months the operator was told the budget ran low and ran out (each said once a month).
  low_noticed   date,
  out_noticed   date
);

-- What the runner needs to run a slot once through crashes: who holds it until when (a dead worker's lease
-- expires and the run is taken up again), when a deferred or retried run may go next, and its job.
alter table scheduled_check_runs
  -- "Run now" rather than the schedule's own slot.
  add column manual        boolean not null default false,
  add column run_after     timestamptz,
  add column lease_holder  uuid,
  add column lease_until   timestamptz,
  add column job_key       text,
  -- Provider answers its scan used (cached ones included).
  add column pages_scanned integer;
-- The recovery pass reads only unfinished runs.
create index scheduled_check_runs_open on scheduled_check_runs (status, id) where status in ('queued', 'running');
