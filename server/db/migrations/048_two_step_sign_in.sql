-- Two-step sign-in (decision 026): an authenticator app's secret per account (sealed with a key derived from
-- SESSION_SECRET: a dump of the database alone cannot make codes), the last time step a code was taken at (a
-- code works once), ten single-use recovery codes kept as hashes, and the sign-ins that passed the password and
-- wait for their second step, bound to the browser that started them by a cookie whose hash is kept here.
create table two_step_totp (
  user_id       uuid        primary key references users (id) on delete cascade,
  secret_sealed text        not null,
  -- Null while set-up waits for its first code.
  confirmed_at  timestamptz,
  last_step     bigint,
  created_at    timestamptz not null
);

create table two_step_recovery_codes (
  user_id   uuid        not null references users (id) on delete cascade,
  code_hash bytea       not null,
  used_at   timestamptz,
  primary key (user_id, code_hash)
);

create table two_step_pending (
  id          uuid        primary key default gen_random_uuid(),
  user_id     uuid        not null references users (id) on delete cascade,
  token_hash  bytea       not null unique,
  -- How the first step was passed: the session made afterwards says so.
  method      text        not null check (method in ('password', 'google')),
  failures    int         not null default 0,
  created_at  timestamptz not null,
  expires_at  timestamptz not null
);
create index two_step_pending_expires on two_step_pending (expires_at);
