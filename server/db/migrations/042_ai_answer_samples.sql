-- AI answers as engines of their own (decision 024): a tracked query may sample Google AI Mode and Bing Copilot on
-- each run. An answer varies from one ask to the next, so every sample is kept and the product shows a rate.
alter table scheduled_checks add column ai_answers text[] not null default '{}'
  check (ai_answers <@ array['google_ai_mode', 'bing_copilot']::text[]);

-- One answer: whether it cited the site (its place among the sources), only named it, or neither. Kept by the
-- query's identity, as search_history is, so a sample outlives the tracked query it was taken for.
create table ai_answer_samples (
  id            bigint generated always as identity primary key,
  user_id       uuid        not null references users (id) on delete cascade,
  website_url   text        not null,
  keyword       text        not null,
  keyword_key   text        not null,
  location      text        not null,
  device        text        not null,
  engine        text        not null check (engine in ('google_ai_mode', 'bing_copilot')),
  sampled_at    timestamptz not null,
  state         text        not null check (state in ('cited', 'mentioned', 'not_cited')),
  site_position integer     check (site_position is null or site_position >= 1),
  sources       integer     not null check (sources >= 0),
  -- [{ url, position }]: the competitors the answer cited.
  competitors   jsonb       not null default '[]',
  -- The provider that answered ('serpapi', 'demo').
  source        text        not null
);
create index ai_answer_samples_query on ai_answer_samples (user_id, website_url, keyword_key, location, device, engine, sampled_at desc);
