-- graphile-worker pools alive in some process, each seen every half minute. A job is locked by its pool's id for
-- as long as it runs; a pool not seen for two minutes belongs to a process that died (kill -9, a crash, a pool
-- stopped by a database outage), and its jobs are released at once instead of after graphile-worker's 4 hours.
create table job_workers (
  worker_id  text        primary key,
  job_schema text        not null,
  seen_at    timestamptz not null default now()
);
