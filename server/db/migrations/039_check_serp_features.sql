-- A saved check keeps what its results page showed besides the organic results: each SERP feature with who of the
-- site and its competitors held it, and whether Google's AI Overview cited them (contracts/serp-features.ts).
-- Null for checks saved before, and for checks whose provider read none: unknown, which is not "none".
alter table search_history add column serp_features jsonb, add column ai_overview jsonb;
