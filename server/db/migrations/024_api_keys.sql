-- API keys (Pro's "API"): a user's programs call /api/v1 with `Authorization: Bearer rc_live_…`.
-- Only a SHA-256 of each key is kept (keys are 192 random bits, so a plain hash cannot be reversed); the prefix
-- is what the owner sees to tell keys apart.
create table api_keys (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid        not null references users (id) on delete cascade,
  name         text        not null check (length(name) between 1 and 100),
  scope        text        not null check (scope in ('read', 'write')),
  prefix       text        not null,
  key_hash     bytea       not null unique,
  created_at   timestamptz not null,
  last_used_at timestamptz,
  revoked_at   timestamptz
);
create index api_keys_user on api_keys (user_id) where revoked_at is null;

-- Idempotency-Key on POST: the first answer to a key and body, replayed for 24 hours.
create table idempotency_records (
  api_key_id   uuid        not null references api_keys (id) on delete cascade,
  idempotency_key text     not null check (length(idempotency_key) between 1 and 255),
  method       text        not null,
  path         text        not null,
  -- SHA-256 of the request body as sent: the same key with another body is refused (422).
  request_hash bytea       not null,
  -- Null while the first request is still running (a second one meanwhile is refused with 409).
  status_code  integer,
  response     jsonb,
  created_at   timestamptz not null,
  primary key (api_key_id, idempotency_key)
);
create index idempotency_records_age on idempotency_records (created_at);
