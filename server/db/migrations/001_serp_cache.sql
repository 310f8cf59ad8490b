-- Result pages fetched from a SERP provider, shared by every user and process for SERP_CACHE_TTL_SECONDS.
-- One row per (provider, engine, location, keyword, page); keyword is normalised and lower-cased.
create table serp_page_cache (
  provider   text        not null,
  engine     text        not null,
  location   text        not null,
  keyword    text        not null,
  page       integer     not null check (page >= 1),
  results    jsonb       not null,
  has_more   boolean     not null,
  fetched_at timestamptz not null default now(),
  primary key (provider, engine, location, keyword, page)
);

-- Lets a periodic sweep delete expired pages without scanning the table.
create index serp_page_cache_fetched_at_idx on serp_page_cache (fetched_at);
