-- Plans (spec: user_plans). No row = free and active. A trial is plan pro/enterprise with status
-- 'trialing' and trial_ends_at; a paid subscription has a Stripe subscription id and status 'active'.
create table user_plans (
  user_id             uuid primary key references users (id) on delete cascade,
  plan_type           text        not null default 'free' check (plan_type in ('free', 'pro', 'enterprise')),
  subscription_status text        not null default 'active' check (subscription_status in ('active', 'trialing', 'past_due', 'canceled')),
  subscription_id     text,
  stripe_customer_id  text,
  trial_ends_at       timestamptz,
  -- A user gets one free trial: set when the first trial starts, never cleared.
  trial_used_at       timestamptz,
  updated_at          timestamptz not null default now()
);
create unique index user_plans_subscription on user_plans (subscription_id) where subscription_id is not null;
create unique index user_plans_customer on user_plans (stripe_customer_id) where stripe_customer_id is not null;

-- The user's IANA time zone: their calendar day decides when the daily allowance resets.
alter table users add column time_zone text not null default 'UTC';

-- Stripe webhook events already handled: a replay changes nothing.
create table stripe_events (
  id          text primary key,
  type        text        not null,
  received_at timestamptz not null default now()
);
