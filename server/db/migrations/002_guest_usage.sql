-- Guest checks reserved per calendar day (UTC), once per guest cookie ('guest') and once per client IP ('ip').
-- The unique key makes the reservation atomic: of concurrent inserts for the same (day, kind, key) one wins.
create table guest_usage (
  id         bigint generated always as identity primary key,
  day        date        not null,
  kind       text        not null check (kind in ('guest', 'ip')),
  key        text        not null,
  created_at timestamptz not null default now(),
  unique (day, kind, key)
);
