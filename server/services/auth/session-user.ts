import type { SessionUser } from '../../../contracts/auth';
import type { Queryable } from '../../db/pool';
import { findUserProfile } from '../../db/queries/users';

/** The signed-in user as the API shows it, or null when the account is gone. */
export async function loadSessionUser(db: Queryable, userId: string): Promise<SessionUser | null> {
  const row = await findUserProfile(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    hasPassword: row.password_hash !== null,
    googleLinked: row.google_linked,
    createdAt: row.created_at.toISOString(),
  };
}
