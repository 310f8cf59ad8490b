-- Accounts: users with e-mail + password and/or Google identities, server-side sessions, single-use
-- e-mail tokens, OAuth flow state and rate-limit counters. E-mails are unique case-insensitively.
create table users (
  id                uuid primary key default gen_random_uuid(),
  email             text        not null,
  email_verified_at timestamptz,
  -- argon2id PHC string; null for an account that only signs in with Google.
  password_hash     text,
  created_at        timestamptz not null default now(),
  updated_at        timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

-- A Google (OIDC) identity linked to a user: the issuer's stable subject, never the e-mail, identifies it.
create table oauth_accounts (
  provider       text        not null,
  subject        text        not null,
  user_id        uuid        not null references users (id) on delete cascade,
  email          text,
  email_verified boolean     not null default false,
  created_at     timestamptz not null default now(),
  primary key (provider, subject)
);
create index oauth_accounts_user on oauth_accounts (user_id);

-- Only a hash of the session token is stored: a database leak does not hand out sessions.
create table sessions (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid        not null references users (id) on delete cascade,
  token_hash   bytea       not null unique,
  created_at   timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- Absolute lifetime; the idle timeout is checked against last_seen_at.
  expires_at   timestamptz not null,
  ip           text,
  user_agent   text
);
create index sessions_user on sessions (user_id);

-- Single-use, expiring e-mail tokens (hash only): verification, password reset, e-mail change.
create table auth_tokens (
  token_hash bytea primary key,
  user_id    uuid        not null references users (id) on delete cascade,
  purpose    text        not null check (purpose in ('verify_email', 'reset_password', 'change_email')),
  new_email  text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at    timestamptz
);
create index auth_tokens_user on auth_tokens (user_id, purpose);

-- Google sign-in in progress: state (hash), PKCE verifier and nonce, kept up to 30 minutes.
create table oauth_flows (
  state_hash    bytea primary key,
  code_verifier text        not null,
  nonce         text        not null,
  mode          text        not null check (mode in ('signin', 'signup')),
  created_at    timestamptz not null default now(),
  expires_at    timestamptz not null
);

-- Fixed-window counters for rate limits (sign-in, sign-up, reset, verification), per IP and per account.
create table rate_limit_counters (
  bucket       text        not null,
  key          text        not null,
  window_start timestamptz not null,
  count        integer     not null default 0,
  primary key (bucket, key, window_start)
);

-- Every check a signed-in user runs (spec: search_history). rank_position 0 = not found.
create table search_history (
  id            bigint generated always as identity primary key,
  user_id       uuid        not null references users (id) on delete cascade,
  website_url   text        not null,
  keyword       text        not null,
  location      text        not null default 'us',
  search_engine text        not null default 'google',
  rank_position integer     not null default 0,
  page_number   integer     not null default 0,
  result_type   text        not null default 'organic',
  -- [{ "url": "...", "rank": 3 }]
  competitors   jsonb       not null default '[]',
  checked_at    timestamptz not null default now()
);
create index search_history_user_checked on search_history (user_id, checked_at desc);
create index search_history_user_query on search_history (user_id, website_url, keyword, search_engine, location, checked_at desc);
