import type { Queryable } from '../pool';

export interface UserRow {
  id: string;
  email: string;
  email_verified_at: Date | null;
  password_hash: string | null;
  created_at: Date;
}

const USER_COLUMNS = 'id, email, email_verified_at, password_hash, created_at';

/**
 * Creates a password account with an unverified e-mail. Returns undefined when the e-mail is taken (two
 * sign-ups racing for one address: the unique index lets exactly one through).
 */
export async function insertUser(
  db: Queryable,
  user: { email: string; passwordHash: string | null; now: Date },
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `insert into users (email, password_hash, created_at, updated_at) values ($1, $2, $3, $3)
     on conflict ((lower(email))) do nothing
     returning ${USER_COLUMNS}`,
    [user.email, user.passwordHash, user.now],
  );
  return rows[0];
}

/** The user with this e-mail, compared case-insensitively. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where lower(email) = lower($1)`, [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [userId]);
  return rows[0];
}

export interface UserProfileRow extends UserRow {
  google_linked: boolean;
}

/** The user and whether a Google identity is linked (for the session endpoint). */
export async function findUserProfile(db: Queryable, userId: string): Promise<UserProfileRow | undefined> {
  const { rows } = await db.query<UserProfileRow>(
    `select ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')},
            exists (select 1 from oauth_accounts o where o.user_id = u.id) as google_linked
       from users u where u.id = $1`,
    [userId],
  );
  return rows[0];
}

/** Marks the e-mail as confirmed (first confirmation wins; later ones keep the original time). */
export async function markEmailVerified(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    'update users set email_verified_at = coalesce(email_verified_at, $2), updated_at = $2 where id = $1',
    [userId, now],
  );
}

export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = $3 where id = $1', [userId, passwordHash, now]);
}

/**
 * Moves the account to a new, confirmed e-mail. Returns false when another account holds that address by
 * now (the unique index decides, so two confirmations racing cannot both win).
 */
export async function updateEmail(db: Queryable, userId: string, email: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `update users set email = $2, email_verified_at = $3, updated_at = $3
      where id = $1 and not exists (select 1 from users other where lower(other.email) = lower($2) and other.id <> $1)`,
    [userId, email, now],
  );
  return (rowCount ?? 0) > 0;
}

/** Deletes the user; every row of theirs goes with it (foreign keys cascade). */
export async function deleteUser(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from users where id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}
