-- A cached results page keeps what it showed besides its organic results (SERP features and the AI Overview,
-- core/search/serp-features), so a check served from the cache knows them as one that fetched the page did.
-- Null for pages cached before: their features are unknown, which is not the same as none.
alter table serp_page_cache add column features jsonb;
