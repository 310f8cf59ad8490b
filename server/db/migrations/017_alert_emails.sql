-- Rank alerts by e-mail (issue: notifications). Opt-in: a user without a row here gets no alert e-mail.
-- alert_emails: 'each' sends one e-mail per alert, 'digest' one e-mail a day at digest_hour in users.time_zone.
create table email_preferences (
  user_id      uuid        primary key references users (id) on delete cascade,
  alert_emails text        not null default 'off' check (alert_emails in ('off', 'each', 'digest')),
  digest_hour  smallint    not null default 8 check (digest_hour between 0 and 23),
  updated_at   timestamptz not null
);
-- The hourly digest pass reads only users in digest mode.
create index email_preferences_digest on email_preferences (user_id) where alert_emails = 'digest';

-- Alerts an e-mail will carry, written in the transaction that saved the check. The e-mail that carries one
-- sets sent_at in the same transaction that read it, so no alert is mailed twice.
create table pending_alert_emails (
  id            bigint generated always as identity primary key,
  user_id       uuid        not null references users (id) on delete cascade,
  title         text        not null,
  message       text        not null,
  keyword       text        not null,
  website_url   text        not null,
  search_engine text        not null,
  location      text        not null,
  device        text        not null,
  -- 0 or less: not found in the results.
  rank          integer     not null,
  previous_rank integer,
  created_at    timestamptz not null,
  sent_at       timestamptz
);
create index pending_alert_emails_unsent on pending_alert_emails (user_id, created_at desc, id desc) where sent_at is null;
-- Sent rows are kept a while (what went out, for support) and then deleted by the hourly pass.
create index pending_alert_emails_sent on pending_alert_emails (sent_at) where sent_at is not null;

-- One row per user and local calendar day whose digest was queued: a second pass, a second worker or a
-- re-run that day finds the row and queues nothing.
create table alert_email_digests (
  user_id    uuid        not null references users (id) on delete cascade,
  local_date date        not null,
  queued_at  timestamptz not null,
  primary key (user_id, local_date)
);
