import type { Queryable } from '../pool';
import type { UserRow } from './users';

/** PostgreSQL's unique_violation (SQLSTATE 23505). */
const UNIQUE_VIOLATION = '23505';

export interface PhoneNumberRow {
  e164: string;
  verified_at: Date;
}

export interface PhoneVerificationRow {
  e164: string;
  code_hash: Buffer;
  failures: number;
  expires_at: Date;
}

/** The account's verified number, if it has one. */
export async function selectPhoneNumber(db: Queryable, userId: string): Promise<PhoneNumberRow | undefined> {
  const { rows } = await db.query<PhoneNumberRow>('select e164, verified_at from phone_numbers where user_id = $1', [userId]);
  return rows[0];
}

/** The account that verified this number (E.164), for signing in with it. Unverified numbers find nobody. */
export async function findUserByVerifiedPhone(db: Queryable, e164: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select u.id, u.email, u.email_verified_at, u.password_hash, u.created_at
       from phone_numbers p join users u on u.id = p.user_id
      where p.e164 = $1`,
    [e164],
  );
  return rows[0];
}

/** Whether another account than `userId` verified this number already. */
export async function isPhoneTakenByOther(db: Queryable, e164: string, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>('select exists (select 1 from phone_numbers where e164 = $1 and user_id <> $2) as taken', [e164, userId]);
  return rows[0]?.taken ?? false;
}

/**
 * Makes `e164` the account's verified number, replacing the one it had. False when another account holds the
 * number by now: the unique index decides, so two accounts confirming one number at once cannot both win.
 */
export async function savePhoneNumber(db: Queryable, userId: string, e164: string, now: Date): Promise<boolean> {
  try {
    const { rowCount } = await db.query(
      `insert into phone_numbers (user_id, e164, verified_at)
       select $1, $2, $3 where not exists (select 1 from phone_numbers where e164 = $2 and user_id <> $1)
       on conflict (user_id) do update set e164 = excluded.e164, verified_at = excluded.verified_at`,
      [userId, e164, now],
    );
    return rowCount === 1;
  } catch (error) {
    // Another account's insert of the same number won the race past the check above.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

/** Removes the account's verified number; the number it had, if any. */
export async function deletePhoneNumber(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ e164: string }>('delete from phone_numbers where user_id = $1 returning e164', [userId]);
  return rows[0]?.e164;
}

/** Keeps a new code for the number, replacing the verification the account had waiting (one per account). */
export async function upsertPhoneVerification(db: Queryable, userId: string, verification: { e164: string; codeHash: Buffer; expiresAt: Date }, now: Date): Promise<void> {
  await db.query(
    `insert into phone_verifications (user_id, e164, code_hash, failures, created_at, expires_at) values ($1, $2, $3, 0, $4, $5)
     on conflict (user_id) do update set e164 = excluded.e164, code_hash = excluded.code_hash, failures = 0,
       created_at = excluded.created_at, expires_at = excluded.expires_at`,
    [userId, verification.e164, verification.codeHash, now, verification.expiresAt],
  );
}

export async function selectPhoneVerification(db: Queryable, userId: string): Promise<PhoneVerificationRow | undefined> {
  const { rows } = await db.query<PhoneVerificationRow>('select e164, code_hash, failures, expires_at from phone_verifications where user_id = $1', [userId]);
  return rows[0];
}

/** Counts a wrong code; the count after it. */
export async function countPhoneVerificationFailure(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>('update phone_verifications set failures = failures + 1 where user_id = $1 returning failures', [userId]);
  return rows[0]?.failures ?? 0;
}

/** Uses the code up: true when it was still there with this hash (two tries at once cannot both pass). */
export async function takePhoneVerification(db: Queryable, userId: string, codeHash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query('delete from phone_verifications where user_id = $1 and code_hash = $2', [userId, codeHash]);
  return rowCount === 1;
}

export async function deletePhoneVerification(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from phone_verifications where user_id = $1', [userId]);
}
