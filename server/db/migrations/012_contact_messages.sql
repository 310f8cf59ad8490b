-- Messages sent with the /contact form. Each is e-mailed to CONTACT_EMAIL by a background job (mailed_at says
-- when it went out; null while it has not, or when no address is configured) and can be read with
-- `npm run admin -- contact-messages`. Kept 12 months, then deleted by the hourly sweep
-- (services/contact/sweep-contact-messages.ts). Lengths are those of contracts/contact.ts, after trimming.
create table contact_messages (
  id         uuid primary key default gen_random_uuid(),
  name       text        not null check (char_length(name) between 1 and 100),
  email      text        not null check (char_length(email) between 3 and 254),
  message    text        not null check (char_length(message) between 10 and 5000),
  -- The sender's address only as a keyed hash (guest-ip-key.ts), as for guests: enough to tell that many
  -- messages came from one place, never which place.
  ip_key     text        not null,
  -- Set when the sender was signed in. Deleting the account deletes these too (cascade): the account page
  -- promises that everything of the account goes with it, and a copy already mailed stays in the team's inbox.
  -- A message sent while signed out names no account and ages out after 12 months like every other.
  user_id    uuid        references users (id) on delete cascade,
  created_at timestamptz not null,
  mailed_at  timestamptz
);
-- The sweep's range delete and the operator's newest-first list.
create index contact_messages_created on contact_messages (created_at);
create index contact_messages_user on contact_messages (user_id) where user_id is not null;
