-- Passkeys (decision 026): WebAuthn credentials, several per account, named by their owner. A passkey is a second
-- step after the password, and a sign-in on its own when the authenticator verified its user. Only the public key
-- is kept; the counter catches a cloned authenticator that reports one.
create table passkeys (
  id            uuid        primary key default gen_random_uuid(),
  user_id       uuid        not null references users (id) on delete cascade,
  -- The credential id as the browser sends it (base64url): unique across every account.
  credential_id text        not null unique,
  public_key    bytea       not null,
  counter       bigint      not null default 0,
  transports    text[]      not null default '{}',
  name          text        not null,
  -- Synced passkeys (iCloud Keychain, Google Password Manager) are 'multiDevice' and backed up.
  device_type   text        not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up     boolean     not null,
  created_at    timestamptz not null,
  last_used_at  timestamptz
);
create index passkeys_user on passkeys (user_id);

-- A challenge the server handed out, used once, for 5 minutes, bound to what asked for it: the session adding or
-- confirming with a passkey, the pending sign-in taking its second step, or nobody yet (a sign-in with a passkey).
create table passkey_challenges (
  challenge   text        primary key,
  purpose     text        not null check (purpose in ('register', 'fresh', 'second-step', 'sign-in')),
  user_id     uuid        references users (id) on delete cascade,
  session_id  uuid        references sessions (id) on delete cascade,
  pending_id  uuid        references two_step_pending (id) on delete cascade,
  expires_at  timestamptz not null
);
create index passkey_challenges_expires on passkey_challenges (expires_at);

-- When this session last passed a second step (at sign-in, or confirming it is still its user): sensitive actions
-- ask again once it is older than a few minutes, for an account with a second step set up.
alter table sessions add column second_step_at timestamptz;

-- An owner may require every member of their workspace to have a second step set up before acting in it.
alter table users add column team_requires_two_step boolean not null default false;
