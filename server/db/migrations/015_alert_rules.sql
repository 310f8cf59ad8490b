-- Alert rules as data (issue: notifications). A rule's scope fields are null for "any"; its trigger decides
-- when a saved check fires it; its channels where the message goes. A user with no rows yet gets the default
-- rules, materialized once (users.alert_rules_seeded), equal to the spec's rank alerts.
create table alert_rules (
  id               bigint generated always as identity primary key,
  user_id          uuid        not null references users (id) on delete cascade,
  name             text        not null,
  website_url      text,
  keyword          text,
  search_engine    text,
  location         text,
  trigger_type     text        not null
                   check (trigger_type in ('moves_by', 'enters_top', 'leaves_top', 'drops_out',
                                           'competitor_overtakes', 'url_changed')),
  -- N of "moves by at least N" and "enters/leaves the top N"; null for the other triggers.
  threshold        integer     check (threshold is null or threshold between 1 and 100),
  channel_in_app   boolean     not null default true,
  channel_email    boolean     not null default false,
  channel_webhook  boolean     not null default false,
  -- 0: every time. Spent per keyword only when the rule delivered a message.
  cooldown_minutes integer     not null default 0 check (cooldown_minutes between 0 and 43200),
  is_active        boolean     not null default true,
  created_at       timestamptz not null,
  updated_at       timestamptz not null
);
create index alert_rules_user on alert_rules (user_id, id);

-- When a rule last delivered for one query (site, keyword, engine, location, device).
create table alert_rule_cooldowns (
  rule_id           bigint      not null references alert_rules (id) on delete cascade,
  query_key         text        not null,
  last_delivered_at timestamptz not null,
  primary key (rule_id, query_key)
);

alter table users add column alert_rules_seeded boolean not null default false;

-- What the panel's check button needs to run the same check again.
alter table notifications
  add column search_engine text,
  add column location      text,
  add column device        text;
