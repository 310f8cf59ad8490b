-- Teams (decision 025): the people a workspace holds besides its owner, the invitations that bring them, and the
-- workspace each API key acts in. A workspace is its owner's account: workspace_id is that account's user id,
-- so deleting the account deletes the workspace, its memberships and its invitations.
create table workspace_members (
  workspace_id uuid        not null references users (id) on delete cascade,
  user_id      uuid        not null references users (id) on delete cascade,
  -- The account whose workspace it is owns it without a row; after a transfer, the new owner's row says
  -- 'owner' and the account's own row says 'admin'.
  role         text        not null check (role in ('owner', 'admin', 'member', 'client')),
  -- The sites a client may see (tracked_sites.website_url); empty for the other roles.
  sites        text[]      not null default '{}',
  -- Who invited them (no foreign key: an inviter's account may go, the membership stays).
  invited_by   uuid,
  joined_at    timestamptz not null,
  primary key (workspace_id, user_id)
);
create index workspace_members_user on workspace_members (user_id);
create unique index workspace_members_one_owner on workspace_members (workspace_id) where role = 'owner';

-- A link is sent once; only its SHA-256 is kept. Pending until accepted, revoked or expired (7 days); rows go 30
-- days after that (services/workspaces).
create table workspace_invitations (
  id           uuid        primary key default gen_random_uuid(),
  workspace_id uuid        not null references users (id) on delete cascade,
  email        text        not null check (length(email) between 3 and 254),
  role         text        not null check (role in ('admin', 'member', 'client')),
  sites        text[]      not null default '{}',
  token_hash   bytea       not null unique,
  -- Who invited them (no foreign key: an inviter's account may go, the membership stays).
  invited_by   uuid,
  created_at   timestamptz not null,
  expires_at   timestamptz not null,
  accepted_at  timestamptz,
  revoked_at   timestamptz
);
create index workspace_invitations_workspace on workspace_invitations (workspace_id, created_at desc)
  where accepted_at is null and revoked_at is null;
create index workspace_invitations_ended on workspace_invitations (expires_at);

-- A key acts in one workspace, for the member who made it, and stops when their membership ends.
alter table api_keys add column workspace_id uuid references users (id) on delete cascade;
update api_keys set workspace_id = user_id;
alter table api_keys alter column workspace_id set not null;
create index api_keys_workspace on api_keys (workspace_id, user_id) where revoked_at is null;
