-- Result pages are now addressed by where the request started (results skipped, or the page number on engines
-- that page by number) and by device, and hold entries that may have no URL yet (Baidu's redirects). The old
-- rows, addressed by page number with a fixed page size, mean something else: the cache starts empty.
drop table serp_page_cache;
create table serp_page_cache (
  provider   text        not null,
  engine     text        not null,
  location   text        not null,
  device     text        not null,
  keyword    text        not null,
  start      integer     not null check (start >= 0),
  -- [{ "url": "https://..." | null, "title": "...", "partial"?: true, "redirect"?: "http://www.baidu.com/link?..." }]
  entries    jsonb       not null,
  ended      boolean     not null,
  fetched_at timestamptz not null default now(),
  primary key (provider, engine, location, device, keyword, start)
);
create index serp_page_cache_fetched_at_idx on serp_page_cache (fetched_at);

-- One process at a time fetches a given page from the provider: it holds the lease (a row, not a pooled
-- connection) while the provider answers; other processes wait for the page to appear in the cache. A lease
-- whose holder died is taken over once it expires.
create table serp_fetch_leases (
  key        text        primary key,
  holder     uuid        not null,
  expires_at timestamptz not null
);

-- Where an engine's own redirect link leads (Baidu), so each is asked once for everyone.
create table serp_link_targets (
  link        text        primary key,
  url         text        not null,
  resolved_at timestamptz not null default now()
);
create index serp_link_targets_resolved_at_idx on serp_link_targets (resolved_at);

-- Each saved check says what device it was for, which provider answered (null for checks saved before this
-- was recorded) and how far the scan reached (null before: the top 100 was assumed).
alter table search_history
  add column device text not null default 'desktop',
  add column source text,
  add column results_scanned integer check (results_scanned between 0 and 100);

-- A check's previous check is now of the same site, keyword, engine, location and device.
drop index if exists search_history_user_query;
create index search_history_user_query on search_history (user_id, website_url, keyword, search_engine, location, device, checked_at, id)
  include (rank_position);
