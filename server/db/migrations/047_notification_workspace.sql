-- Teams (decision 025): an alert of a shared workspace reaches each of its owner, admins and members in their own
-- bell. The row says which workspace it came from (null: the recipient's own), so it goes with a membership
-- that ends and with a workspace that is deleted.
alter table notifications add column workspace_id uuid references users (id) on delete cascade;
create index notifications_workspace on notifications (workspace_id, user_id) where workspace_id is not null;
