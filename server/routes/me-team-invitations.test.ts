import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamSchema, workspaceListSchema } from '../../contracts/workspace';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan } from '../db/queries/user-plans';
import { createSession, SESSION_COOKIE } from '../services/auth/session-store';
import { pruneInvitations } from '../services/workspaces/invitations';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../testing/smtp-catcher';

const DAY = 86_400_000;

describe('inviting people into a workspace', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object, workspace?: string) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie, ...(workspace ? { 'x-workspace': workspace } : {}) }, ...(payload === undefined ? {} : { payload }) });
  const team = async (user: SignedInUser, workspace?: string) => teamSchema.parse((await call(user, 'GET', '/api/v1/me/members', undefined, workspace)).json());
  async function proOwner(): Promise<SignedInUser> {
    const owner = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, owner.userId, { planType: 'pro', subscriptionStatus: 'active' }, now);
    const site = await call(owner, 'POST', '/api/v1/me/sites/keywords', { websiteUrl: 'agency-client.com', keywords: [{ keyword: 'running shoes' }] });
    expect(site.statusCode, site.body).toBe(200);
    await call(owner, 'POST', '/api/v1/me/sites/keywords', { websiteUrl: 'other-client.com', keywords: [{ keyword: 'trail shoes' }] });
    return owner;
  }
  async function invite(owner: SignedInUser, email: string, role: string, sites: string[] = []) {
    const response = await call(owner, 'POST', '/api/v1/me/invitations', { email, role, sites });
    expect(response.statusCode, response.body).toBe(201);
    return tokenFromMail(await smtp.nextMailTo(email), '/join');
  }

  it('joins a colleague and a client through single-use links, within the seats of the plan', async () => {
    const owner = await proOwner();
    const colleague = await signInAs(t.pool, undefined, now);
    const client = await signInAs(t.pool, undefined, now);

    const colleagueToken = await invite(owner, colleague.email, 'member');
    const mail = smtp.mailsTo(colleague.email)[0]!;
    expect(mail.subject).toBe(`${owner.email} invited you to ${owner.email}`);
    expect(mail.text).toContain('expires in 7 days and works once');
    const clientToken = await invite(owner, client.email.toUpperCase(), 'client', ['https://www.Agency-Client.com/']);

    // Pro holds 3 people: the owner and two pending invitations fill it.
    const full = await call(owner, 'POST', '/api/v1/me/invitations', { email: 'third@example.org', role: 'member' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 'SEATS_FULL' } });
    const pending = await team(owner);
    expect(pending).toMatchObject({ seats: 3, seatsUsed: 3, sites: ['agency-client.com', 'other-client.com'] });
    expect(pending.invitations.map(({ email, role, sites }) => ({ email, role, sites }))).toEqual(
      expect.arrayContaining([
        { email: client.email, role: 'client', sites: ['agency-client.com'] },
        { email: colleague.email, role: 'member', sites: [] },
      ]),
    );

    const preview = await t.app.inject({ url: `/api/v1/invitations/${colleagueToken}` });
    expect(preview.json()).toMatchObject({ workspace: owner.email, invitedBy: owner.email, email: colleague.email, role: 'member' });
    // Someone else cannot use the link, and the link works once.
    expect((await call(client, 'POST', `/api/v1/invitations/${colleagueToken}/accept`)).json()).toMatchObject({ error: { code: 'INVALID_TOKEN', message: `This invitation is for ${colleague.email}. Sign in with that address to accept it.` } });
    const joined = await call(colleague, 'POST', `/api/v1/invitations/${colleagueToken}/accept`);
    expect(joined.json()).toEqual({ workspaceId: owner.userId, name: owner.email, role: 'member' });
    expect((await call(colleague, 'POST', `/api/v1/invitations/${colleagueToken}/accept`)).json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    expect((await t.app.inject({ url: `/api/v1/invitations/${colleagueToken}` })).statusCode).toBe(400);
    expect((await call(client, 'POST', `/api/v1/invitations/${clientToken}/accept`)).statusCode).toBe(200);

    const workspaces = workspaceListSchema.parse((await call(client, 'GET', '/api/v1/me/workspaces')).json());
    expect(workspaces.items).toEqual([
      { id: client.userId, name: client.email, ownerEmail: client.email, role: 'owner', own: true },
      { id: owner.userId, name: owner.email, ownerEmail: owner.email, role: 'client', own: false },
    ]);
    const members = (await team(owner)).members.map(({ email, role, sites }) => ({ email, role, sites }));
    expect(members).toEqual(
      expect.arrayContaining([
        { email: owner.email, role: 'owner', sites: [] },
        { email: colleague.email, role: 'member', sites: [] },
        { email: client.email, role: 'client', sites: ['agency-client.com'] },
      ]),
    );
    const log = (await call(owner, 'GET', '/api/v1/me/audit-log')).json() as { items: { action: string; actor: string }[] };
    expect(log.items.map(({ action, actor }) => `${action} ${actor === owner.email ? 'owner' : actor === colleague.email ? 'colleague' : 'client'}`)).toEqual([
      'member.joined client',
      'member.joined colleague',
      'member.invited owner',
      'member.invited owner',
    ]);
  });

  it('refuses a revoked or expired link, and a free workspace shares with nobody', async () => {
    let owner = await proOwner();
    const first = await signInAs(t.pool, undefined, now);
    const second = await signInAs(t.pool, undefined, now);
    const revokedToken = await invite(owner, first.email, 'admin');
    const [pending] = (await team(owner)).invitations;
    expect((await call(owner, 'DELETE', `/api/v1/me/invitations/${pending!.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/v1/me/invitations/${pending!.id}`)).statusCode).toBe(404);
    expect((await call(first, 'POST', `/api/v1/invitations/${revokedToken}/accept`)).json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });

    const expiringToken = await invite(owner, second.email, 'member');
    now = new Date(now.getTime() + 7 * DAY + 1000);
    expect((await call(await signedInAgain(second), 'POST', `/api/v1/invitations/${expiringToken}/accept`)).json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    expect((await t.app.inject({ url: `/api/v1/invitations/${expiringToken}` })).json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    // An expired invitation no longer holds a seat.
    expect((await team(await signedInAgain(owner))).seatsUsed).toBe(1);

    const free = await signInAs(t.pool, undefined, now);
    owner = await signedInAgain(owner);
    const refused = await call(free, 'POST', '/api/v1/me/invitations', { email: 'someone@example.org', role: 'member' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FEATURE_RESTRICTED' } });
    const noSite = await call(owner, 'POST', '/api/v1/me/invitations', { email: 'client@example.org', role: 'client', sites: ['unknown.com'] });
    expect(noSite.json()).toEqual({ error: { code: 'INVALID_INPUT', message: "unknown.com is not one of this workspace's tracked sites." } });

    // Ended invitations are kept 30 days, then forgotten.
    const ended = async () => (await t.pool.query<{ count: number }>('select count(*)::int as count from workspace_invitations where workspace_id = $1', [owner.userId])).rows[0]!.count;
    expect(await ended()).toBe(2);
    // The revoked one ended 7 days before the expired one: 29 and 22 days ago.
    await pruneInvitations(t.pool, new Date(now.getTime() + 22 * DAY));
    expect(await ended()).toBe(2);
    await pruneInvitations(t.pool, new Date(now.getTime() + 31 * DAY));
    expect(await ended()).toBe(0);
  });

  /** A new session for a user whose session the moved clock may have ended. */
  async function signedInAgain(user: SignedInUser): Promise<SignedInUser> {
    const { token } = await createSession(t.pool, { userId: user.userId }, now);
    return { ...user, cookie: `${SESSION_COOKIE}=${token}` };
  }
});
