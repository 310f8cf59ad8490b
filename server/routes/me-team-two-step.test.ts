import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSetUp } from '../../contracts/two-step';
import type { Team } from '../../contracts/workspace';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { totpCode } from '../services/auth/two-step/totp';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { seedTeam } from '../testing/workspace-team';

describe('an owner requiring two-step sign-in of their team', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(() => t.close());

  const codeOf = (response: { json: () => unknown }) => (response.json() as { error?: { code: string } }).error?.code;
  const send = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function turnOnApp(cookie: string): Promise<void> {
    const setUp = (await send({ cookie }, 'POST', '/api/v1/me/two-step/app')).json() as AppSetUp;
    expect((await send({ cookie }, 'POST', '/api/v1/me/two-step/app/confirm', { code: totpCode(setUp.secret, now) })).statusCode).toBe(200);
    now = new Date(now.getTime() + 30_000);
  }

  it('is set by an owner who takes a second step, and keeps the others out until they set one up', async () => {
    const { owner, members } = await seedTeam(t.pool, [{ role: 'admin' }, { role: 'member' }], now);
    const [admin, member] = members as [(typeof members)[number], (typeof members)[number]];
    expect(codeOf(await send(owner.headers, 'PUT', '/api/v1/me/team/two-step', { required: true }))).toBe('INVALID_INPUT');
    // Only the owner decides.
    expect(codeOf(await send(admin.headers, 'PUT', '/api/v1/me/team/two-step', { required: true }))).toBe('ROLE_FORBIDDEN');

    await turnOnApp(owner.cookie);
    const set = await send(owner.headers, 'PUT', '/api/v1/me/team/two-step', { required: true });
    expect(set.statusCode, set.body).toBe(200);
    const team = set.json() as Team;
    expect(team.requiresTwoStep).toBe(true);
    expect(Object.fromEntries(team.members.map((person) => [person.role, person.twoStep]))).toEqual({ owner: true, admin: false, member: false });

    const refused = await send(member.headers, 'GET', '/api/v1/me/history');
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('TWO_STEP_REQUIRED_BY_TEAM');
    // Their own workspace and their own settings stay open, so they can set one up.
    expect((await send({ cookie: member.cookie }, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
    expect((await send(member.headers, 'GET', '/api/v1/me/workspaces')).statusCode).toBe(200);
    await turnOnApp(member.cookie);
    expect((await send(member.headers, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
    expect(codeOf(await send(admin.headers, 'GET', '/api/v1/me/history'))).toBe('TWO_STEP_REQUIRED_BY_TEAM');

    const cleared = await send(owner.headers, 'PUT', '/api/v1/me/team/two-step', { required: false });
    expect((cleared.json() as Team).requiresTwoStep).toBe(false);
    expect((await send(admin.headers, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
    const log = (await send(owner.headers, 'GET', '/api/v1/me/audit-log')).json() as { items: { action: string }[] };
    expect(log.items.map((item) => item.action)).toEqual(expect.arrayContaining(['team_two_step.required', 'team_two_step.not_required']));
  });
});
