-- Users' webhook endpoints (issue: notifications) and the log of what was sent to them. Messages are signed per
-- Standard Webhooks (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md).
create table webhook_endpoints (
  id                   uuid primary key default gen_random_uuid(),
  user_id              uuid        not null references users (id) on delete cascade,
  -- http or https, no user name or password; checked when saved and again, address by address, when sent.
  url                  text        not null check (url ~ '^https?://' and length(url) <= 2048),
  description          text        not null default '' check (length(description) <= 200),
  -- 'whsec_' + base64 of 32 random bytes. Shown to its owner, who verifies signatures with it, so it is kept as is.
  secret               text        not null check (secret ~ '^whsec_[A-Za-z0-9+/]+={0,2}$'),
  is_active            boolean     not null default true,
  -- Failed attempts since the last success; at 10 the endpoint is disabled until its owner turns it back on.
  consecutive_failures integer     not null default 0 check (consecutive_failures >= 0),
  disabled_at          timestamptz,
  disabled_reason      text,
  created_at           timestamptz not null,
  updated_at           timestamptz not null
);
create index webhook_endpoints_user on webhook_endpoints (user_id, created_at);
-- Events are fanned out to the user's active endpoints inside the transaction that saves a check.
create index webhook_endpoints_user_active on webhook_endpoints (user_id) where is_active;

-- One row per message to one endpoint, whatever the number of attempts it takes. Bounded by count, not age: the
-- newest 100 finished messages of each endpoint are kept (the log shows 50), pruned by the delivery job. A count
-- holds however bursty a user's checks are, which an age limit would not, and needs no sweep of its own.
create table webhook_deliveries (
  id              bigint generated always as identity primary key,
  -- The webhook-id header: the same for every attempt, so receivers can drop a message they already have.
  message_id      text        not null unique check (message_id ~ '^msg_[A-Za-z0-9_-]+$'),
  endpoint_id     uuid        not null references webhook_endpoints (id) on delete cascade,
  event_type      text        not null,
  -- The Standard Webhooks envelope: { type, timestamp, data }.
  payload         jsonb       not null,
  attempts        integer     not null default 0 check (attempts >= 0),
  status          text        not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  last_status     integer,
  -- Why the last attempt failed, in words for the endpoint's owner.
  last_error      text,
  response_ms     integer,
  -- When the next attempt is due; null once the message succeeded or was given up on.
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  created_at      timestamptz not null,
  delivered_at    timestamptz
);
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc, id desc);
