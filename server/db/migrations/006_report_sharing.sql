-- Public, read-only links to a period report. The token is looked up by its sha256 only; the token itself is
-- kept sealed (AES-256-GCM under a key derived from SESSION_SECRET) so the owner can copy the link again from
-- the list while a database dump alone still hands out no working link.
create table report_shares (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid        not null references users (id) on delete cascade,
  token_hash   bytea       not null unique,
  token_sealed text        not null,
  site         text        not null,
  from_day     date        not null,
  to_day       date        not null,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz,
  revoked_at   timestamptz,
  check (from_day <= to_day)
);
create index report_shares_user on report_shares (user_id, created_at desc);

-- Enterprise white label: shown on PDFs and shared pages instead of the product's name.
create table report_branding (
  user_id      uuid primary key references users (id) on delete cascade,
  company_name text        not null,
  accent_color text        not null check (accent_color ~ '^#[0-9a-fA-F]{6}$'),
  -- A data: URL (image/png or image/jpeg, base64), validated by the server; null = no logo.
  logo_data_url text,
  updated_at   timestamptz not null default now()
);

-- Reports e-mailed as a PDF on a schedule; one schedule per (user, site).
create table report_schedules (
  id           uuid primary key default gen_random_uuid(),
  user_id      uuid        not null references users (id) on delete cascade,
  site         text        not null,
  frequency    text        not null check (frequency in ('weekly', 'monthly')),
  email        text        not null,
  next_run_at  timestamptz not null,
  last_sent_at timestamptz,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  unique (user_id, site)
);
-- The job's scan for due schedules.
create index report_schedules_due on report_schedules (next_run_at);
