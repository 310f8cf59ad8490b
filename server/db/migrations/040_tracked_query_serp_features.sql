-- A tracked query keeps its latest check's SERP features and AI Overview citation with its latest rank, so the
-- keyword table shows and filters them without reading history (decision 021). Null: unknown.
alter table scheduled_checks add column serp_features jsonb, add column ai_overview jsonb;
