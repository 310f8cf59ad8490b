-- Competitor tracking (spec §3 competitor_tracking, §5, §6, §7): the sites a user watches beside their own.
-- competitor_url is stored in the display form history stores competitors in (core/ranking parseTarget), so a
-- tracked competitor is found in search_history.competitors by plain equality.
create table competitor_tracking (
  id                       bigint generated always as identity primary key,
  user_id                  uuid        not null references users (id) on delete cascade,
  competitor_url           text        not null check (length(competitor_url) between 1 and 2048),
  competitor_name          text        check (length(competitor_name) <= 100),
  -- Normalised as history stores keywords; suggestions match the checker's keyword against them.
  keywords                 text[]      not null default '{}' check (cardinality(keywords) <= 50),
  locations                text[]      not null default '{us}' check (cardinality(locations) >= 1),
  search_engines           text[]      not null default '{google}' check (cardinality(search_engines) >= 1),
  -- Offered as a suggested competitor in the checker form when its keywords match.
  auto_track               boolean     not null default true,
  notification_preferences jsonb       not null default '{"rank_change": true, "milestone": true}',
  created_at               timestamptz not null,
  updated_at               timestamptz not null,
  unique (user_id, competitor_url)
);

-- A competitor's history and statistics read the user's checks that included it (competitors @> [{url}]).
-- Partial: most checks have no competitors, and they never need to be in it.
create index search_history_competitors on search_history using gin (competitors jsonb_path_ops)
  where competitors <> '[]'::jsonb;
