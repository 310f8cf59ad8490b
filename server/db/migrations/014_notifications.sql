-- In-app notifications (spec §3): rank changes and milestones after saved checks, and later achievements,
-- competitor moves and plain information.
create table notifications (
  id            bigint generated always as identity primary key,
  user_id       uuid        not null references users (id) on delete cascade,
  type          text        not null default 'info'
                check (type in ('info', 'rank_change', 'milestone', 'achievement', 'competitor')),
  title         text        not null,
  message       text        not null,
  keyword       text,
  website_url   text,
  rank_position integer,
  -- Positive when the rank improved, negative when it dropped.
  rank_change   integer,
  read          boolean     not null default false,
  read_at       timestamptz,
  created_at    timestamptz not null
);

-- The panel's list (newest first) and the navbar's unread count.
create index notifications_user_created on notifications (user_id, created_at desc, id desc);
create index notifications_user_unread on notifications (user_id) where not read;
