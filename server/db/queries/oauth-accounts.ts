import type { Queryable } from '../pool';

export interface OAuthAccountRow {
  user_id: string;
  email: string | null;
  email_verified: boolean;
}

/** The user an identity (issuer's stable subject) is linked to. */
export async function findOAuthAccount(
  db: Queryable,
  provider: string,
  subject: string,
): Promise<OAuthAccountRow | undefined> {
  const { rows } = await db.query<OAuthAccountRow>(
    'select user_id, email, email_verified from oauth_accounts where provider = $1 and subject = $2',
    [provider, subject],
  );
  return rows[0];
}

/**
 * Links an identity to a user. Returns false when the identity is linked already (two callbacks racing:
 * the primary key lets exactly one through).
 */
export async function insertOAuthAccount(
  db: Queryable,
  account: { provider: string; subject: string; userId: string; email: string; emailVerified: boolean; now: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into oauth_accounts (provider, subject, user_id, email, email_verified, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (provider, subject) do nothing`,
    [account.provider, account.subject, account.userId, account.email, account.emailVerified, account.now],
  );
  return (rowCount ?? 0) > 0;
}

/** Keeps the identity's last known e-mail (it can change at Google) for display and support. */
export async function updateOAuthAccountEmail(
  db: Queryable,
  account: { provider: string; subject: string; email: string; emailVerified: boolean },
): Promise<void> {
  await db.query(
    'update oauth_accounts set email = $3, email_verified = $4 where provider = $1 and subject = $2',
    [account.provider, account.subject, account.email, account.emailVerified],
  );
}
