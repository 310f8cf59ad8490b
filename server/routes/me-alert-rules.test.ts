import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRuleListSchema, alertRuleSchema, type AlertRuleInput } from '../../contracts/alert-rule';
import { MAX_ALERT_RULES } from '../../core/alerts/alert-rule';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const rule: AlertRuleInput = {
  name: 'Shoes leave the top 10',
  websiteUrl: 'https://www.Example.com/',
  keyword: '  running   shoes ',
  searchEngine: 'google',
  location: null,
  trigger: 'leaves_top',
  threshold: 10,
  channels: { inApp: true, email: true, webhook: false },
  cooldownMinutes: 60,
  isActive: true,
};

describe('/api/v1/me/alert-rules', () => {
  let t: TestApp;
  const now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload === undefined ? {} : { payload }) });
  const list = async (user: SignedInUser) => alertRuleListSchema.parse((await call(user, 'GET', '/api/v1/me/alert-rules')).json()).items;

  it('starts a new account with the spec’s rank alerts, on every channel', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const rules = await list(user);
    expect(rules.map((r) => [r.name, r.trigger, r.threshold])).toEqual([
      ['Any rank change', 'moves_by', 1],
      ['Enters the top 10', 'enters_top', 10],
      ['Enters the top 3', 'enters_top', 3],
    ]);
    expect(rules.every((r) => r.channels.inApp && r.channels.email && r.channels.webhook && r.websiteUrl === null)).toBe(true);
    expect(await list(user)).toEqual(rules);
  });

  it('adds, changes and deletes a rule, storing the site and keyword as history does', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const created = await call(user, 'POST', '/api/v1/me/alert-rules', rule);
    expect(created.statusCode).toBe(201);
    const saved = alertRuleSchema.parse(created.json());
    expect(saved).toMatchObject({ websiteUrl: 'example.com', keyword: 'running shoes', threshold: 10, cooldownMinutes: 60 });
    expect(await list(user)).toHaveLength(4);

    const changed = await call(user, 'PUT', `/api/v1/me/alert-rules/${saved.id}`, { ...rule, trigger: 'drops_out', threshold: 10, isActive: false });
    expect(changed.json()).toMatchObject({ trigger: 'drops_out', threshold: null, isActive: false });

    expect((await call(user, 'DELETE', `/api/v1/me/alert-rules/${saved.id}`)).statusCode).toBe(204);
    expect((await call(user, 'DELETE', `/api/v1/me/alert-rules/${saved.id}`)).statusCode).toBe(404);
    expect(await list(user)).toHaveLength(3);
  });

  it('says what is wrong with a rule', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const refused = async (body: object) => {
      const response = await call(user, 'POST', '/api/v1/me/alert-rules', body);
      expect(response.statusCode).toBe(400);
      return response.json<{ error: { code: string; message: string } }>().error.message;
    };
    expect(await refused({ ...rule, threshold: null })).toContain('Choose N for this trigger.');
    expect(await refused({ ...rule, channels: { inApp: false, email: false, webhook: false } })).toContain('Choose at least one way to be told.');
    expect(await refused({ ...rule, websiteUrl: 'not a site' })).toContain('Enter a website such as example.com');
    expect(await refused({ ...rule, name: ' ' })).toContain('Give the rule a name.');
    expect(await refused({ ...rule, cooldownMinutes: 50_000 })).toContain('The longest cooldown is 30 days.');
    expect(await refused({ ...rule, trigger: 'sometimes' })).toBeTruthy();
  });

  it('keeps another user’s rules out of reach, and signed-out callers out', async () => {
    const [owner, stranger] = [await signInAs(t.pool, undefined, now), await signInAs(t.pool, undefined, now)];
    const [first] = await list(owner);
    expect((await call(stranger, 'PUT', `/api/v1/me/alert-rules/${first!.id}`, rule)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/v1/me/alert-rules/${first!.id}`)).statusCode).toBe(404);
    expect((await list(stranger)).map((r) => r.id)).not.toContain(first!.id);
    expect((await call(null, 'GET', '/api/v1/me/alert-rules')).statusCode).toBe(401);
  });

  it('caps the rules at 50 and restores the defaults', async () => {
    const user = await signInAs(t.pool, undefined, now);
    await list(user);
    for (let i = 3; i < MAX_ALERT_RULES; i += 1) {
      expect((await call(user, 'POST', '/api/v1/me/alert-rules', { ...rule, name: `Rule ${i}` })).statusCode).toBe(201);
    }
    const over = await call(user, 'POST', '/api/v1/me/alert-rules', rule);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: { code: 'LIMIT_REACHED' } });

    const restored = alertRuleListSchema.parse((await call(user, 'POST', '/api/v1/me/alert-rules/restore-defaults')).json()).items;
    expect(restored.map((r) => r.name)).toEqual(['Any rank change', 'Enters the top 10', 'Enters the top 3']);
  });
});
