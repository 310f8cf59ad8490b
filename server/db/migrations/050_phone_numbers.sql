-- Phone numbers (decision 026, issue 26): an account may add one mobile number, proven by a 6-digit code sent to
-- it by SMS, and then sign in with that number and its password (spec §5). Numbers are kept in E.164 (+447400123456)
-- as libphonenumber-js writes them, so one number is always the same text.
--
-- Only a verified number lives in phone_numbers, so the unique index says what matters: a number signs in to one
-- account at most. A number still waiting for its code is in phone_verifications, one per account (starting again
-- replaces it): the code kept as a hash, 10 minutes, used once, five wrong tries end it.
create table phone_numbers (
  user_id     uuid        primary key references users (id) on delete cascade,
  e164        text        not null unique check (e164 ~ '^\+[1-9][0-9]{6,14}$'),
  verified_at timestamptz not null
);

create table phone_verifications (
  user_id    uuid        primary key references users (id) on delete cascade,
  e164       text        not null check (e164 ~ '^\+[1-9][0-9]{6,14}$'),
  code_hash  bytea       not null,
  failures   int         not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index phone_verifications_expires on phone_verifications (expires_at);
