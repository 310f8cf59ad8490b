import type { Queryable } from '../pool';
import { JOINED_PLAN_COLUMNS, joinedPlanRow, type JoinedPlanColumns, type UserPlanRow } from './user-plans';

/** A user as the operator CLI lists them, with their stored plan (undefined fields: no plan row). */
export interface AdminUserRow {
  id: string;
  email: string;
  email_verified_at: Date | null;
  created_at: Date;
  time_zone: string;
  plan: UserPlanRow | undefined;
}

type JoinedRow = Omit<AdminUserRow, 'plan'> & Omit<JoinedPlanColumns, 'updated_at'> & { plan_updated_at: Date | null };

const SELECT = `select u.id, u.email, u.email_verified_at, u.created_at, u.time_zone, ${JOINED_PLAN_COLUMNS}
                  from users u left join user_plans p on p.user_id = u.id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAdminUser(row: JoinedRow): AdminUserRow {
  const { id, email, email_verified_at, created_at, time_zone } = row;
  return { id, email, email_verified_at, created_at, time_zone, plan: joinedPlanRow(id, row) };
}

/** Users, newest first, whose e-mail contains `search` (case-insensitive) when given. */
export async function listAdminUsers(db: Queryable, options: { search?: string | undefined; limit: number }): Promise<AdminUserRow[]> {
  const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await db.query<JoinedRow>(
    `${SELECT} where ($1::text is null or u.email ilike $1) order by u.created_at desc, u.id limit $2`,
    [pattern, options.limit],
  );
  return rows.map(toAdminUser);
}

/** The user named by id (a UUID) or e-mail (case-insensitive). */
export async function findAdminUser(db: Queryable, ref: string): Promise<AdminUserRow | undefined> {
  const byId = UUID.test(ref);
  const { rows } = await db.query<JoinedRow>(`${SELECT} where ${byId ? 'u.id = $1' : 'lower(u.email) = lower($1)'}`, [ref]);
  const row = rows[0];
  return row ? toAdminUser(row) : undefined;
}
