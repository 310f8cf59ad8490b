-- Requests per API key per minute. Unlogged: every keyed request bumps one row of its key, and a logged table
-- would make each request wait for a WAL flush while holding that row, so concurrent requests of one key would
-- queue behind the disk. A crash loses at most the current minute's counts, which only ever relaxes the limit.
create unlogged table api_key_usage (
  api_key_id   uuid        not null,
  window_start timestamptz not null,
  count        integer     not null,
  primary key (api_key_id, window_start)
);
