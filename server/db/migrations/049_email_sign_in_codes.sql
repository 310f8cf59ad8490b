-- Sign-in codes by e-mail (decision 026): one live 6-digit code per account, kept as a hash, 10 minutes, used once;
-- five wrong tries end it. A new code replaces the one before. Passing it is a first step like a password: an
-- account with two-step sign-in on still takes its second step ('email' below).
create table email_sign_in_codes (
  user_id    uuid        primary key references users (id) on delete cascade,
  code_hash  bytea       not null,
  failures   int         not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index email_sign_in_codes_expires on email_sign_in_codes (expires_at);

alter table two_step_pending drop constraint two_step_pending_method_check;
alter table two_step_pending add constraint two_step_pending_method_check check (method in ('password', 'google', 'email'));
