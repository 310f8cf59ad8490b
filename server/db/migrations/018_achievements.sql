-- Achievements (spec §3, §9). The definitions are data: each names the metric it measures and its threshold,
-- read by core/achievements (achievement-rule.ts) to compute a user's progress and decide what unlocks.
create table achievement_definitions (
  id          integer generated always as identity primary key,
  code        text    not null unique,
  name        text    not null,
  -- Reads both as the goal (on a locked card) and as what was achieved (in the unlock notification).
  description text    not null,
  category    text    not null,
  metric      text    not null check (metric in ('checks', 'distinct_keywords', 'best_rank')),
  -- A count to reach (checks, distinct_keywords) or the rank to reach or beat (best_rank).
  threshold   integer not null check (threshold > 0)
);

insert into achievement_definitions (code, name, description, category, metric, threshold) values
  ('first_check',      'First Check',      'Your first rank check, saved to your history.',   'Getting started', 'checks',            1),
  ('track_master',     'Track Master',     '10 different keywords checked.',                  'Tracking',        'distinct_keywords', 10),
  ('keyword_explorer', 'Keyword Explorer', '25 different keywords checked.',                  'Tracking',        'distinct_keywords', 25),
  ('data_collector',   'Data Collector',   '100 rank checks saved to your history.',          'Tracking',        'checks',            100),
  ('top_50_club',      'Top 50 Club',      'One of your sites in the top 50 for a keyword.',  'Rankings',        'best_rank',         50),
  ('top_10_elite',     'Top 10 Elite',     'One of your sites in the top 10 for a keyword.',  'Rankings',        'best_rank',         10),
  ('top_3_legend',     'Top 3 Legend',     'One of your sites in the top 3 for a keyword.',   'Rankings',        'best_rank',         3);

-- One row per achievement a user has unlocked; an achievement unlocks once and stays unlocked (deleting
-- history takes nothing back). The primary key is what makes unlocking idempotent under parallel checks.
create table user_achievements (
  user_id        uuid        not null references users (id) on delete cascade,
  achievement_id integer     not null references achievement_definitions (id) on delete cascade,
  unlocked_at    timestamptz not null,
  primary key (user_id, achievement_id)
);

-- The best rank of a user's checks, read after every saved check while a rank goal is locked: with this the
-- read is one index probe instead of a pass over all of the user's history (heavy users have tens of
-- thousands of checks). Not-found checks (0) are left out.
create index search_history_user_found_rank on search_history (user_id, rank_position) where rank_position > 0;

-- Checks saved before this migration unlock what they already reached, dated when they reached it, without a
-- notification (a flood of old news on the first check after an upgrade helps no one). New checks unlock
-- through services/achievements/unlock-achievements.ts. Keywords are counted case-insensitively there too.

-- Counts of checks: the Nth check of the user.
insert into user_achievements (user_id, achievement_id, unlocked_at)
select numbered.user_id, d.id, numbered.checked_at
  from (select user_id, checked_at, row_number() over (partition by user_id order by checked_at, id) as n
          from search_history) numbered
  join achievement_definitions d on d.metric = 'checks' and numbered.n = d.threshold;

-- Different keywords: the first check of the user's Nth different keyword.
insert into user_achievements (user_id, achievement_id, unlocked_at)
select numbered.user_id, d.id, numbered.first_at
  from (select user_id, first_at, row_number() over (partition by user_id order by first_at) as n
          from (select user_id, min(checked_at) as first_at from search_history group by user_id, lower(keyword)) firsts
       ) numbered
  join achievement_definitions d on d.metric = 'distinct_keywords' and numbered.n = d.threshold;

-- Rank goals: the first check ranked within N (0 is not found).
insert into user_achievements (user_id, achievement_id, unlocked_at)
select h.user_id, d.id, min(h.checked_at)
  from search_history h
  join achievement_definitions d on d.metric = 'best_rank' and h.rank_position between 1 and d.threshold
 group by h.user_id, d.id;
