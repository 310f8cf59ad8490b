import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type WorkspaceRole } from '../../core/workspaces/roles';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { CLIENT_SITE_SCOPE, OPERATION_CAPABILITIES } from '../services/workspaces/operation-capabilities';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { openApiOperations, type ApiOperation } from '../testing/openapi-operations';
import { seedTeam, type TeamMember } from '../testing/workspace-team';

const NOW = new Date('2026-06-01T10:00:00Z');
const SITE = 'shared-client.com';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
// What would end the test's own footing: the caller's account, or their membership.
const NOT_CALLED = new Set(['deleteAccount', 'leaveWorkspace']);

/** A request to an operation with its path filled in: the shared site, or an id nobody has. */
function requestOf(operation: ApiOperation): { method: ApiOperation['method']; url: string } {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'site' ? SITE : UNKNOWN_ID));
  const needsSite = operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'site');
  return { method: operation.method, url: needsSite ? `${path}?site=${SITE}&from=2026-05-01&to=2026-05-31&keyword=shoes&searchEngine=google&location=us` : path };
}

describe('every /api/v1/me operation under each role of a workspace', () => {
  let t: TestApp;
  let operations: (ApiOperation & { id: string })[];
  let team: Record<Exclude<WorkspaceRole, 'owner'>, TeamMember>;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    operations = openApiOperations(document)
      .filter((operation) => operation.path.startsWith('/api/v1/me'))
      .map((operation) => ({ ...operation, id: document.paths[operation.path]![operation.method.toLowerCase()]!.operationId! }))
      .filter((operation) => !NOT_CALLED.has(operation.id));
    const seeded = await seedTeam(t.pool, [{ role: 'admin' }, { role: 'member' }, { role: 'client', sites: [SITE] }], NOW);
    await saveCheck(t.pool, seeded.owner.userId, { websiteUrl: SITE, checkedAt: NOW });
    const [admin, member, client] = seeded.members;
    team = { admin: admin!, member: member!, client: client! };
  });
  afterAll(() => t.close());

  it.each<Exclude<WorkspaceRole, 'owner'>>(['admin', 'member', 'client'])('%s: what the role lacks is refused with 403 before anything runs, and nothing else is', async (role) => {
    const caller = team[role];
    const wrong: string[] = [];
    for (const operation of operations) {
      const capability = OPERATION_CAPABILITIES[operation.id]!;
      const allowed = can(role, capability) && (role !== 'client' || capability === 'self' || capability !== 'read' || CLIENT_SITE_SCOPE[operation.id] !== undefined);
      const response = await t.app.inject({ ...requestOf(operation), headers: caller.headers, ...(operation.method === 'GET' ? {} : { payload: {} }) });
      const refused = response.statusCode === 403 && (response.json() as { error: { code: string } }).error.code === 'ROLE_FORBIDDEN';
      if (refused === allowed) wrong.push(`${operation.id} (${capability}): ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a client to the sites chosen for them, as if the others did not exist', async () => {
    const { client } = team;
    await saveCheck(t.pool, client.headers['x-workspace'], { websiteUrl: 'secret-client.com', checkedAt: NOW });
    const call = (url: string) => t.app.inject({ url, headers: client.headers });
    expect((await call('/api/v1/me/reports/sites')).json()).toMatchObject({ sites: [{ site: SITE }] });
    expect((await call('/api/v1/me/history?site=secret-client.com')).json()).toEqual({ error: { code: 'ROLE_FORBIDDEN', message: 'This site is not one of those shared with you.' } });
    expect((await call('/api/v1/me/sites/secret-client.com')).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This site was not found.' } });
    expect((await call('/api/v1/me/history')).json()).toEqual({ error: { code: 'ROLE_FORBIDDEN', message: 'Choose one of the sites shared with you.' } });
    const history = await call(`/api/v1/me/history?site=${SITE}`);
    expect(history.statusCode).toBe(200);
    expect((history.json() as { items: { websiteUrl: string }[] }).items.map((item) => item.websiteUrl)).toEqual([SITE]);
    const check = await t.app.inject({ method: 'POST', url: '/api/v1/rank-checks', headers: client.headers, payload: { websiteUrl: SITE, keyword: 'shoes' } });
    expect(check.statusCode).toBe(403);
    expect(check.json()).toMatchObject({ error: { code: 'ROLE_FORBIDDEN' } });
  });
});
