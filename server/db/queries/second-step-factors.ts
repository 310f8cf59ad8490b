import type { Queryable } from '../pool';

export interface FactorsRow {
  app: boolean;
  passkeys: number;
}

/** The second steps an account has: an authenticator app turned on, and how many passkeys. One round trip. */
export async function selectFactors(db: Queryable, userId: string): Promise<FactorsRow> {
  const { rows } = await db.query<FactorsRow>(
    `select exists (select 1 from two_step_totp where user_id = $1 and confirmed_at is not null) as app,
            (select count(*)::int from passkeys where user_id = $1) as passkeys`,
    [userId],
  );
  return rows[0] ?? { app: false, passkeys: 0 };
}

export interface FreshnessRow {
  second_step_at: Date | null;
  has_factor: boolean;
}

/** When the session last passed a second step, and whether its account has one at all. */
export async function selectFreshness(db: Queryable, sessionId: string): Promise<FreshnessRow | undefined> {
  const { rows } = await db.query<FreshnessRow>(
    `select s.second_step_at,
            exists (select 1 from two_step_totp t where t.user_id = s.user_id and t.confirmed_at is not null)
              or exists (select 1 from passkeys p where p.user_id = s.user_id) as has_factor
       from sessions s where s.id = $1`,
    [sessionId],
  );
  return rows[0];
}

export async function markSessionSecondStep(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('update sessions set second_step_at = $2 where id = $1', [sessionId, now]);
}
