import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Pool } from '../db/pool';
import { insertUser, markEmailVerified } from '../db/queries/users';
import { hashPassword } from '../services/auth/password-hashing';
import { createSession } from '../services/auth/session-store';

/** A fresh address per call: every test file shares one database. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** Inserts an account directly (verified unless said otherwise), bypassing sign-up. */
export async function createTestUser(
  pool: Pool,
  options: { email?: string; password?: string | null; verified?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password === undefined ? 'correct horse battery' : options.password;
  const row = await insertUser(pool, {
    email,
    passwordHash: password === null ? null : await hashPassword(password),
    now: new Date(),
  });
  if (!row) throw new Error(`test user ${email} exists already`);
  if (options.verified !== false) await markEmailVerified(pool, row.id, new Date());
  return { id: row.id, email, password: password ?? '' };
}

/** A live session for the user, as the `cookie` header value to send. */
export async function sessionCookieFor(pool: Pool, userId: string, now = new Date()): Promise<string> {
  const { token } = await createSession(pool, { userId }, now);
  return `rc_session=${token}`;
}

/** GET /api/v1/auth/session with a cookie header. */
export function getSession(app: FastifyInstance, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: cookie ? { cookie } : {} });
}
