import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, CAPABILITIES, WORKSPACE_ROLES, type WorkspaceRole } from '../../../core/workspaces/roles';
import { createDemoProvider } from '../../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { OPERATION_CAPABILITIES } from './operation-capabilities';

type OpenApiPaths = Record<string, Record<string, { operationId?: string }>>;

describe('the capability of every /api/v1/me operation', () => {
  let t: TestApp;
  let meOperations: string[];
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider() });
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: OpenApiPaths };
    meOperations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/v1/me'))
      .flatMap(([, methods]) => Object.values(methods).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])))
      .sort();
  });
  afterAll(() => t.close());

  it('names one for each operation of the OpenAPI document, and none for an operation that is gone', () => {
    expect(meOperations.length).toBeGreaterThan(80);
    expect(meOperations.filter((id) => !(id in OPERATION_CAPABILITIES))).toEqual([]);
    expect(Object.keys(OPERATION_CAPABILITIES).filter((id) => !meOperations.includes(id))).toEqual([]);
  });

  it.each<[WorkspaceRole, string[], string[]]>([
    ['owner', ['startTrial', 'listAuditLog', 'createWebhook', 'createApiKey'], []],
    ['admin', ['listAuditLog', 'saveBranding', 'deleteScheduledCheck'], ['startTrial']],
    ['member', ['addSiteKeywords', 'createReportShare', 'createApiKey', 'setTimeZone'], ['createWebhook', 'saveBranding', 'listAuditLog', 'startTrial']],
    ['client', ['getReport', 'listSiteKeywords', 'listNotifications'], ['addSiteKeywords', 'runScheduledCheckNow', 'createApiKey', 'createReportShare', 'deleteHistoryCheck']],
  ])('%s may do what the role grants and nothing more', (role, allowed, refused) => {
    const may = (id: string) => {
      const capability = OPERATION_CAPABILITIES[id];
      if (!capability) throw new Error(`no capability for ${id}`);
      return can(role, capability);
    };
    for (const id of allowed) expect(may(id), `${role} ${id}`).toBe(true);
    for (const id of refused) expect(may(id), `${role} ${id}`).toBe(false);
  });

  it('grants each role less than the one above it', () => {
    const granted = (role: WorkspaceRole) => CAPABILITIES.filter((capability) => can(role, capability)).length;
    expect(WORKSPACE_ROLES.map(granted)).toEqual([9, 7, 5, 2]);
  });
});
