-- Checks counted against daily allowances, one row per saved check, never deleted with history: deleting a
-- check from history gives no allowance back. local_day is the user's calendar day (in their time zone then)
-- when the check was used, so hopping time zones cannot start a new day early (see usage-ledger.ts).
create table check_usage (
  id        bigint generated always as identity primary key,
  user_id   uuid        not null references users (id) on delete cascade,
  used_at   timestamptz not null,
  local_day date        not null
);
create index check_usage_user_used on check_usage (user_id, used_at);

-- Today's allowance keeps counting the checks saved before the ledger existed.
insert into check_usage (user_id, used_at, local_day)
select h.user_id, h.checked_at, (h.checked_at at time zone u.time_zone)::date
  from search_history h join users u on u.id = h.user_id
 where h.checked_at > now() - interval '3 days';

-- Checks running now, per user, so an unlimited plan still runs only a few at once (user-throttle.ts). A row
-- whose process died is ignored once it expires.
create table checks_in_flight (
  id         uuid        primary key,
  user_id    uuid        not null references users (id) on delete cascade,
  started_at timestamptz not null,
  expires_at timestamptz not null
);
create index checks_in_flight_user on checks_in_flight (user_id, expires_at);

-- Guest allowances are counted per client address only as a keyed hash (guest-ip-key.ts): the raw addresses
-- stored until now go. Today's guests keep their cookie row, so at most they get today's check once more.
delete from guest_usage where kind = 'ip';
