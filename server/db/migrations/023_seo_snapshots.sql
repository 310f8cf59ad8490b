-- SEO snapshots (spec §1-3, §5, §7): the on-page facts of a page and its PageSpeed score, next to a rank.

-- One PageSpeed Insights run of a URL (mobile). Runs are shared: a ready run serves every snapshot of the URL
-- for 24 hours and a pending one every snapshot that asks meanwhile. A failed run is never reused.
create table pagespeed_runs (
  id            uuid primary key default gen_random_uuid(),
  url           text        not null check (length(url) <= 2048),
  status        text        not null default 'pending' check (status in ('pending', 'ready', 'failed')),
  result        jsonb,
  -- 'rate_limited' or 'failed', and a message fit for the user, when status = 'failed'.
  error_reason  text        check (error_reason in ('rate_limited', 'failed')),
  error_message text,
  created_at    timestamptz not null,
  finished_at   timestamptz,
  check ((status = 'ready') = (result is not null)),
  check ((status = 'failed') = (error_reason is not null))
);
create index pagespeed_runs_url on pagespeed_runs (url, created_at desc);

-- A snapshot as one user (or guest) asked for it. on_page is copied from a snapshot of the same URL taken
-- within the hour when there is one (the cache), so rows are cheap and each keeps what the page said then.
create table seo_snapshots (
  id              uuid primary key default gen_random_uuid(),
  -- Exactly one owner: a user, or a guest's keyed address hash (guest-ip-key); a guest's rows age out.
  user_id         uuid        references users (id) on delete cascade,
  guest_key       text,
  url             text        not null check (length(url) <= 2048),
  on_page         jsonb,
  -- { code, message } when the page could not be read; such a snapshot is never a cache hit.
  on_page_error   jsonb,
  pagespeed_run_id uuid       references pagespeed_runs (id) on delete set null,
  -- Why there is no run: 'not_configured' or 'sign_in' (then pagespeed_run_id is null).
  -- ('blocked': the page is not on the public internet, so PageSpeed could not reach it either.)
  pagespeed_skipped text      check (pagespeed_skipped in ('not_configured', 'sign_in', 'blocked')),
  -- What changed since the previous saved check of the same query: [{ field, before, after }]; null when the
  -- snapshot is not attached to a check or that check had no earlier snapshot.
  changes         jsonb,
  created_at      timestamptz not null,
  check ((user_id is null) <> (guest_key is null)),
  check ((on_page is null) <> (on_page_error is null))
);
-- The on-page cache: the newest readable snapshot of a URL.
create index seo_snapshots_url on seo_snapshots (url, created_at desc) where on_page is not null;
create index seo_snapshots_user on seo_snapshots (user_id) where user_id is not null;
create index seo_snapshots_guest_age on seo_snapshots (created_at) where guest_key is not null;

-- The snapshot saved with a check, so history can say "title changed since the last check".
alter table search_history add column seo_snapshot_id uuid references seo_snapshots (id) on delete set null;
