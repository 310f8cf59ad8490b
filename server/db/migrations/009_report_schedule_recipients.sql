-- Report e-mails go only to addresses that agreed to get them, can be stopped from the e-mail itself, and each
-- slot is claimed once before the mail is handed to SMTP (at most once: see send-scheduled-report.ts).

-- confirmed_at: when the recipient became allowed: at once for the account's own verified address, else when the
-- confirmation link was opened. Only the sha256 of the latest confirmation token is kept; it works once.
alter table report_schedules
  add column confirmed_at       timestamptz,
  add column confirm_token_hash bytea unique,
  add column confirm_expires_at timestamptz,
  add column confirm_sent_at    timestamptz,
  add column unsubscribed_at    timestamptz;

-- Schedules made before recipients had to agree: those to the owner's own verified address stay active; any
-- other address waits for its recipient (the owner can send the confirmation from the schedule dialog).
update report_schedules s
   set confirmed_at = s.created_at
  from users u
 where u.id = s.user_id and u.email_verified_at is not null and lower(u.email) = lower(s.email);

-- The due scan only ever looks at schedules that may send.
drop index report_schedules_due;
create index report_schedules_due on report_schedules (next_run_at)
  where confirmed_at is not null and unsubscribed_at is null;

-- One unsubscribe token per e-mail sent (the worker has no secret to sign with, and can only show a token it
-- made): looked up by sha256, valid for a year, gone with its schedule.
create table report_unsubscribe_tokens (
  token_hash  bytea primary key,
  schedule_id uuid        not null references report_schedules (id) on delete cascade,
  created_at  timestamptz not null,
  expires_at  timestamptz not null
);
create index report_unsubscribe_tokens_schedule on report_unsubscribe_tokens (schedule_id, expires_at);

-- Each slot of a schedule, claimed (committed) before its e-mail goes to SMTP; the primary key makes a second
-- claim of the same slot impossible. sent_at or failed_at say how the one attempt ended; neither means the
-- process stopped in between (the e-mail may or may not have gone out; it is not sent again).
create table report_deliveries (
  schedule_id uuid        not null references report_schedules (id) on delete cascade,
  slot        timestamptz not null,
  claimed_at  timestamptz not null,
  sent_at     timestamptz,
  failed_at   timestamptz,
  error       text,
  primary key (schedule_id, slot)
);
