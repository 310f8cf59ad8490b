import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamSchema } from '../../contracts/workspace';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { seedTeam, type TeamMember } from '../testing/workspace-team';

const NOW = new Date('2026-06-01T10:00:00Z');
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('members acting in a workspace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(() => t.close());

  const call = (who: TeamMember, method: Method, url: string, payload?: object, headers: Record<string, string> = who.headers) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const own = (who: TeamMember) => ({ cookie: who.cookie });
  const codeOf = (response: { json: () => unknown }) => (response.json() as { error?: { code: string } }).error?.code;

  it("saves a member's work to the workspace, counts their checks against its plan, and leaves their own workspace alone", async () => {
    const { owner, members } = await seedTeam(t.pool, [{ role: 'member' }], NOW);
    const member = members[0]!;
    const added = await call(member, 'POST', '/api/v1/me/sites/keywords', { websiteUrl: 'team-site.com', keywords: [{ keyword: 'blue shoes' }] });
    expect(added.statusCode, added.body).toBe(200);
    const check = await call(member, 'POST', '/api/v1/rank-checks', { websiteUrl: 'team-site.com', keyword: 'red shoes' });
    expect(check.statusCode, check.body).toBe(200);

    const ownerSites = (await call(owner, 'GET', '/api/v1/me/sites')).json() as { items: { site: string }[] };
    expect(ownerSites.items.map((item) => item.site)).toEqual(['team-site.com']);
    expect(((await call(member, 'GET', '/api/v1/me/sites', undefined, own(member))).json() as { items: unknown[] }).items).toEqual([]);
    expect(((await call(owner, 'GET', '/api/v1/me/plan')).json() as { dailyLimit: { used: number } }).dailyLimit.used).toBe(1);
    expect(((await call(member, 'GET', '/api/v1/me/plan')).json() as { plan: { planType: string } }).plan.planType).toBe('enterprise');
    expect((await call(member, 'GET', '/api/v1/me/plan', undefined, own(member))).json()).toMatchObject({ dailyLimit: { used: 0 }, plan: { planType: 'free' } });
  });

  it("answers 404 for another workspace's things by id, and 403 for a workspace one is not in", async () => {
    const a = await seedTeam(t.pool, [{ role: 'admin' }], NOW);
    const b = await seedTeam(t.pool, [], NOW);
    const admin = a.members[0]!;
    const theirs = {
      check: await saveCheck(t.pool, b.owner.userId, { websiteUrl: 'b-site.com', checkedAt: NOW }),
      schedule: (await call(b.owner, 'POST', '/api/v1/me/scheduled-checks', { websiteUrl: 'b-site.com', keyword: 'b keyword', intervalType: 'daily' })).json() as { id: string },
      rule: ((await call(b.owner, 'GET', '/api/v1/me/alert-rules')).json() as { items: { id: string }[] }).items[0]!,
      competitor: (await call(b.owner, 'POST', '/api/v1/me/competitors', { competitorUrl: 'rival.com' })).json() as { id: string },
      share: (await call(b.owner, 'POST', '/api/v1/me/report-shares', { site: 'b-site.com', from: '2026-05-01', to: '2026-05-31' })).json() as { id: string },
      key: (await call(b.owner, 'POST', '/api/v1/me/api-keys', { name: 'B key', scope: 'read' })).json() as { id: string },
      webhook: (await call(b.owner, 'POST', '/api/v1/me/webhooks', { url: 'https://hooks.example.com/b' })).json() as { id: string },
      reportSchedule: (await call(b.owner, 'PUT', '/api/v1/me/report-schedules', { site: 'b-site.com', frequency: 'weekly' })).json() as { id: string },
    };
    await call(b.owner, 'POST', '/api/v1/me/sites/keywords', { websiteUrl: 'b-site.com', keywords: [{ keyword: 'b keyword two' }] });
    const keyword = ((await call(b.owner, 'GET', '/api/v1/me/sites/b-site.com/keywords')).json() as { items: { id: string }[] }).items[0]!;
    const ids = [theirs.schedule.id, theirs.rule.id, theirs.competitor.id, theirs.share.id, theirs.key.id, theirs.webhook.id, theirs.reportSchedule.id, keyword.id];
    expect(ids, JSON.stringify(theirs)).not.toContain(undefined);
    const attempts: [Method, string][] = [
      ['GET', `/api/v1/me/scheduled-checks/${theirs.schedule.id}`],
      ['DELETE', `/api/v1/me/scheduled-checks/${theirs.schedule.id}`],
      ['DELETE', `/api/v1/me/history/${theirs.check.id}`],
      ['DELETE', `/api/v1/me/alert-rules/${theirs.rule.id}`],
      ['DELETE', `/api/v1/me/competitors/${theirs.competitor.id}`],
      ['GET', `/api/v1/me/competitors/${theirs.competitor.id}/history`],
      ['DELETE', `/api/v1/me/report-shares/${theirs.share.id}`],
      ['DELETE', `/api/v1/me/api-keys/${theirs.key.id}`],
      ['DELETE', `/api/v1/me/webhooks/${theirs.webhook.id}`],
      ['DELETE', `/api/v1/me/report-schedules/${theirs.reportSchedule.id}`],
      ['GET', `/api/v1/me/sites/b-site.com/keywords/${keyword.id}`],
    ];
    for (const [method, url] of attempts) expect(await call(admin, method, url).then((response) => `${method} ${url} ${response.statusCode}`)).toBe(`${method} ${url} 404`);
    const elsewhere = await call(admin, 'GET', '/api/v1/me/sites', undefined, { cookie: admin.cookie, 'x-workspace': b.owner.userId });
    expect(elsewhere.statusCode).toBe(403);
    expect(codeOf(elsewhere)).toBe('NOT_A_MEMBER');
    // The person's own things still answer, so the app can take them back to their own workspace.
    expect((await call(admin, 'GET', '/api/v1/me/workspaces', undefined, { cookie: admin.cookie, 'x-workspace': b.owner.userId })).statusCode).toBe(200);
  });

  it("ends a removed member's access at once: their pages and their keys of that workspace", async () => {
    const { owner, members } = await seedTeam(t.pool, [{ role: 'member' }, { role: 'member' }], NOW);
    const [removed, stays] = members as [TeamMember, TeamMember];
    const key = (await call(removed, 'POST', '/api/v1/me/api-keys', { name: 'Agency script', scope: 'read' })).json() as { key: string };
    const ownKey = (await call(removed, 'POST', '/api/v1/me/api-keys', { name: 'Mine', scope: 'read' }, own(removed))).json() as { key?: string };
    const withKey = (token: string) => t.app.inject({ url: '/api/v1/me/sites', headers: { authorization: `Bearer ${token}` } });
    expect((await withKey(key.key)).statusCode).toBe(200);

    expect((await call(stays, 'DELETE', `/api/v1/me/members/${removed.userId}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/v1/me/members/${removed.userId}`)).statusCode).toBe(204);
    expect(codeOf(await call(removed, 'GET', '/api/v1/me/sites'))).toBe('NOT_A_MEMBER');
    expect((await withKey(key.key)).statusCode).toBe(401);
    // A free account has no API of its own: its own key was refused before too, but it was not revoked.
    expect(ownKey.key).toBeUndefined();
    expect((await call(removed, 'GET', '/api/v1/me/sites', undefined, own(removed))).statusCode).toBe(200);

    expect((await call(stays, 'DELETE', '/api/v1/me/membership')).statusCode).toBe(204);
    expect(codeOf(await call(stays, 'GET', '/api/v1/me/sites'))).toBe('NOT_A_MEMBER');
    const left = teamSchema.parse((await call(owner, 'GET', '/api/v1/me/members')).json());
    expect(left.members.map((member) => member.role)).toEqual(['owner']);
    expect(codeOf(await call(owner, 'DELETE', '/api/v1/me/membership'))).toBe('INVALID_INPUT');
  });

  it('transfers ownership to an admin, who then holds the roles and the plan; the old owner becomes an admin', async () => {
    const { owner, members } = await seedTeam(t.pool, [{ role: 'admin' }, { role: 'member' }], NOW);
    const [admin, member] = members as [TeamMember, TeamMember];
    expect(codeOf(await call(owner, 'POST', `/api/v1/me/members/${member.userId}/ownership`))).toBe('INVALID_INPUT');
    expect(codeOf(await call(admin, 'POST', `/api/v1/me/members/${member.userId}/ownership`))).toBe('ROLE_FORBIDDEN');
    const transferred = await call(owner, 'POST', `/api/v1/me/members/${admin.userId}/ownership`);
    expect(transferred.statusCode, transferred.body).toBe(200);
    const roles = Object.fromEntries(teamSchema.parse(transferred.json()).members.map((row) => [row.userId, row.role]));
    expect(roles).toEqual({ [owner.userId]: 'admin', [admin.userId]: 'owner', [member.userId]: 'member' });

    expect((await call(admin, 'PATCH', `/api/v1/me/members/${member.userId}`, { role: 'admin' })).statusCode).toBe(200);
    expect(codeOf(await call(owner, 'PATCH', `/api/v1/me/members/${member.userId}`, { role: 'member' }))).toBe('ROLE_FORBIDDEN');
    expect(codeOf(await call(owner, 'POST', '/api/v1/me/trial', { planType: 'pro' }))).toBe('ROLE_FORBIDDEN');
    // Paying is the new owner's now (this server has no Stripe keys: the answer says so rather than refusing them).
    expect(codeOf(await call(owner, 'POST', '/api/v1/payments/checkout', { planType: 'pro' }))).toBe('ROLE_FORBIDDEN');
    expect(codeOf(await call(admin, 'POST', '/api/v1/payments/checkout', { planType: 'pro' }))).toBe('PAYMENTS_NOT_CONFIGURED');
    // The account whose data it is cannot delete it from under its new owner.
    const deleting = await call(owner, 'POST', '/api/v1/me/delete', { password: 'irrelevant' }, own(owner));
    expect(deleting.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message: expect.stringContaining('Someone else owns the workspace') } });
  });

  it('makes a member a client with chosen sites, which revokes the keys they made there', async () => {
    const { owner, members } = await seedTeam(t.pool, [{ role: 'member' }], NOW);
    const member = members[0]!;
    await saveCheck(t.pool, owner.userId, { websiteUrl: 'client-a.com', checkedAt: NOW });
    await call(owner, 'POST', '/api/v1/me/sites/keywords', { websiteUrl: 'client-a.com', keywords: [{ keyword: 'shoes' }] });
    const key = (await call(member, 'POST', '/api/v1/me/api-keys', { name: 'Script', scope: 'read' })).json() as { key: string };
    expect(codeOf(await call(owner, 'PATCH', `/api/v1/me/members/${member.userId}`, { role: 'client' }))).toBe('INVALID_INPUT');
    const changed = await call(owner, 'PATCH', `/api/v1/me/members/${member.userId}`, { role: 'client', sites: ['client-a.com'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/me/sites', headers: { authorization: `Bearer ${key.key}` } })).statusCode).toBe(401);
    expect(((await call(member, 'GET', '/api/v1/me/sites')).json() as { items: { site: string }[] }).items.map((item) => item.site)).toEqual(['client-a.com']);
  });
});
