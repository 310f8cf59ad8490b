import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreatedSchema } from '../contracts/api-key';
import { scheduledCheckListSchema } from '../contracts/scheduled-check';
import { createDemoProvider } from '../server/adapters/serp/demo/create-demo-provider';
import { userOnPlan } from '../server/services/competitors/testing/user-on-plan';
import { buildTestApp, type TestApp } from '../server/testing/build-test-app';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../server/testing/serp-fixture';
import type { SignedInUser } from '../server/testing/sign-in';
import { createApiClient } from './api/api-client';
import { createRankCheckerMcpServer } from './server';

/** The text of a tool's answer (every answer here is one text block). */
function textOf(result: CallToolResult): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
}

describe('MCP server against the running app, driven by the SDK client', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let baseUrl: string;
  let user: SignedInUser;
  let writeKey: string;
  const clients: Client[] = [];

  async function createKey(scope: 'read' | 'write'): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/me/api-keys', headers: { cookie: user.cookie }, payload: { name: `Assistant (${scope})`, scope } });
    expect(response.statusCode, response.body).toBe(201);
    return apiKeyCreatedSchema.parse(response.json()).key;
  }

  /** An SDK client connected in memory to an MCP server whose API client holds `apiKey`. */
  async function connect(apiKey: string, url = baseUrl): Promise<Client> {
    const api = createApiClient({ baseUrl: url, apiKey, userAgent: 'rank-checker-mcp/test' });
    const server = createRankCheckerMcpServer(api, '0.0.0-test');
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'test-assistant', version: '1.0.0' });
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    clients.push(client);
    return client;
  }

  /** The keywords of the user's scheduled checks, read from the API itself rather than through a tool. */
  async function scheduledKeywords(): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/scheduled-checks', headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return scheduledCheckListSchema.parse(response.json()).items.map((item) => item.keyword);
  }

  async function call(client: Client, name: string, args: Record<string, unknown> = {}, onprogress?: (progress: Progress) => void): Promise<CallToolResult> {
    return (await client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress } : {})) as CallToolResult;
  }

  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    user = await userOnPlan(t.pool, 'pro', new Date());
    writeKey = await createKey('write');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t.close();
    await serp.fake.close();
  });

  it('lists its six tools with input and output schemas and says which only read', async () => {
    const client = await connect(writeKey);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['add_tracked_keyword', 'check_rank', 'get_history', 'get_trend', 'get_visibility', 'list_tracked_keywords']);
    const checkRank = tools.find((tool) => tool.name === 'check_rank');
    expect(checkRank?.inputSchema.required).toEqual(['websiteUrl', 'keyword']);
    expect(checkRank?.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
    expect(tools.find((tool) => tool.name === 'get_history')?.annotations?.readOnlyHint).toBe(true);
    // Every tool that answers structured content declares its shape, so clients can validate and read it.
    for (const tool of tools) expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(Object.keys(checkRank?.outputSchema?.properties ?? {})).toEqual(['status', 'check', 'maxSearches', 'simulated', 'dailyChecksRemaining', 'result']);
  });

  it('checks a rank only once confirmed, then shows it in history, the trend and tracked keywords', async () => {
    const client = await connect(writeKey);
    const keyword = uniqueKeyword('trail shoes');
    serp.place(keyword, { url: 'https://www.example.com/trail', position: 14 }, { url: 'https://rival.com/', position: 3 });
    const args = { websiteUrl: 'example.com', keyword, competitorUrls: ['rival.com'] };

    // The first call says what it would spend and spends nothing.
    const preview = await call(client, 'check_rank', args);
    expect(preview.isError).toBeFalsy();
    expect(textOf(preview)).toContain('Nothing has been checked yet');
    expect(textOf(preview)).toContain('up to 11 searches with the search provider');
    expect(textOf(preview)).toContain('confirm: true');
    expect(preview.structuredContent).toMatchObject({ status: 'confirmation_required', maxSearches: 11, simulated: false, dailyChecksRemaining: null });
    expect(serp.requestsFor(keyword)).toBe(0);

    // Confirmed, it runs the check (result pages 1, then 2-4 where the site is found) and reports progress.
    const progress: Progress[] = [];
    const checked = await call(client, 'check_rank', { ...args, confirm: true }, (p) => progress.push(p));
    expect(checked.isError, textOf(checked)).toBeFalsy();
    expect(textOf(checked)).toContain(`example.com ranks #14 (page 2) for "${keyword}" on Google · United States · desktop.`);
    expect(textOf(checked)).toContain('Ranking URL: https://www.example.com/trail');
    expect(textOf(checked)).toContain('- rival.com: #3 (page 1) https://rival.com/');
    expect(textOf(checked)).toContain('Against the previous check: First check.');
    expect(checked.structuredContent).toMatchObject({ status: 'checked', result: { rank: 14, page: 2, simulated: false, pagesScanned: 4 } });
    expect(serp.requestsFor(keyword)).toBe(4);
    expect(progress.map((p) => p.progress)).toEqual([10, 40]);
    expect(progress[1]?.message).toBe('Reading results 11-40');

    const history = await call(client, 'get_history', { keyword });
    expect(textOf(history)).toContain('1 of 1 matching checks');
    expect(textOf(history)).toMatch(new RegExp(`example\\.com · "${keyword}" · Google · United States · desktop: #14 \\(page 2\\); First check`));
    expect(history.structuredContent).toMatchObject({ total: 1, items: [{ rankPosition: 14, keyword }] });

    const trend = await call(client, 'get_trend', { site: 'example.com', keyword });
    expect(trend.isError, textOf(trend)).toBeFalsy();
    expect(textOf(trend)).toContain(': 1 check, on 20');
    expect(textOf(trend)).toContain('Latest: #14 (page 2). First: #14 (page 2).');
    expect(textOf(trend)).toContain('Best #14, worst #14, average 14');
    expect(textOf(trend)).toContain('Competitors at the latest check: rival.com #3');
    expect(trend.structuredContent).toMatchObject({ query: { engine: 'google', location: 'us', device: 'desktop' }, stats: { checks: 1, best: 14, movement: 0 } });

    // Tracking it also asks first: the estimate reads pages through #20 (where the site was found), 2 searches a
    // run, about 4.35 runs a month, and nothing is scheduled until confirmed.
    const trackArgs = { websiteUrl: 'example.com', keyword, intervalType: 'weekly' };
    const proposed = await call(client, 'add_tracked_keyword', trackArgs);
    expect(proposed.isError, textOf(proposed)).toBeFalsy();
    expect(textOf(proposed)).toContain(`Nothing has been scheduled yet. This would track "${keyword}" for example.com on Google · United States · desktop, every week`);
    expect(textOf(proposed)).toContain('Cost: about 9 searches a month with the search provider');
    expect(textOf(proposed)).toContain('confirm: true');
    expect(proposed.structuredContent).toMatchObject({
      status: 'confirmation_required',
      estimatedSearchesPerMonth: 9,
      estimate: { searchesPerRun: 2, searchesPerMonth: 9 },
      schedule: { websiteUrl: 'example.com', keyword, intervalType: 'weekly', intervalValue: 1 },
      simulated: false,
    });
    expect((await scheduledKeywords()).filter((k) => k === keyword)).toEqual([]);

    const added = await call(client, 'add_tracked_keyword', { ...trackArgs, confirm: true });
    expect(added.isError, textOf(added)).toBeFalsy();
    expect(textOf(added)).toContain(`Now tracking "${keyword}" for example.com on Google · United States · desktop, every week`);
    expect(textOf(added)).toContain('about 9 searches a month');
    expect(added.structuredContent).toMatchObject({ status: 'created', estimatedSearchesPerMonth: 9, scheduledCheck: { keyword, estimatedSearchesPerMonth: 9 } });
    expect((await scheduledKeywords()).filter((k) => k === keyword)).toEqual([keyword]);

    const listed = await call(client, 'list_tracked_keywords');
    expect(textOf(listed)).toContain('1 tracked keyword');
    expect(textOf(listed)).toContain(`example.com · "${keyword}" · Google · United States · desktop · every week`);
    expect(listed.structuredContent).toMatchObject({ activeSearchesPerMonth: 9, items: [{ keyword, intervalType: 'weekly' }] });

    // The tracked site's visibility: its query at #14 (the check before tracking began) counts.
    const sites = await call(client, 'get_visibility');
    expect(sites.isError, textOf(sites)).toBeFalsy();
    expect(textOf(sites)).toMatch(/1 tracked site \(1 of 5000 tracked queries the plan holds\)/);
    expect(textOf(sites)).toMatch(/- example\.com: visibility \d+\.\d%/);
    const site = await call(client, 'get_visibility', { site: 'example.com', days: 7 });
    expect(textOf(site)).toContain('example.com: visibility');
    expect(textOf(site)).toContain('Share of voice: the site');
    expect(textOf(site)).toContain('100% is #1 on every one');
    expect(site.structuredContent).toMatchObject({ site: { site: 'example.com', trackedQueries: 1, checkedQueries: 1 }, series: { points: expect.any(Array) } });
    // Reading history, schedules and visibility and adding one spent no more provider searches.
    expect(serp.requestsFor(keyword)).toBe(4);
  });

  it("answers the API's refusals as tool errors with its message and code", async () => {
    const client = await connect(writeKey);
    const keyword = uniqueKeyword('duplicate');
    const first = await call(client, 'add_tracked_keyword', { websiteUrl: 'example.com', keyword, confirm: true });
    expect(first.isError, textOf(first)).toBeFalsy();
    const again = await call(client, 'add_tracked_keyword', { websiteUrl: 'example.com', keyword, confirm: true });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toContain('(ALREADY_EXISTS)');

    const unknown = await call(client, 'get_trend', { site: 'never-checked.example', keyword, engine: 'bing', location: 'us', device: 'desktop' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toBe('No checks of this keyword were found in your history. (NOT_FOUND)');

    const readOnly = await connect(await createKey('read'));
    const refused = await call(readOnly, 'check_rank', { websiteUrl: 'example.com', keyword, confirm: true });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('(INSUFFICIENT_SCOPE)');
    expect(serp.requestsFor(keyword)).toBe(0);
    // A key that could not create the schedule is told so at the first call, before the user is asked.
    const notTracked = await call(readOnly, 'add_tracked_keyword', { websiteUrl: 'example.com', keyword: uniqueKeyword('read only') });
    expect(notTracked.isError).toBe(true);
    expect(textOf(notTracked)).toContain('(INSUFFICIENT_SCOPE)');

    const revoked = await connect('rc_live_00000000000000000000000000000000');
    const invalid = await call(revoked, 'get_history');
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toContain('(INVALID_API_KEY)');
  });

  it('says a check on the simulated engine spends no searches and its ranks are not real', async () => {
    const demo = await buildTestApp({ serpProvider: createDemoProvider() });
    try {
      await demo.app.listen({ port: 0, host: '127.0.0.1' });
      const demoUser = await userOnPlan(demo.pool, 'pro', new Date());
      const created = await demo.app.inject({ method: 'POST', url: '/api/v1/me/api-keys', headers: { cookie: demoUser.cookie }, payload: { name: 'Assistant', scope: 'write' } });
      const client = await connect(apiKeyCreatedSchema.parse(created.json()).key, `http://127.0.0.1:${(demo.app.server.address() as AddressInfo).port}`);
      const args = { websiteUrl: 'example.com', keyword: uniqueKeyword('demo') };
      const preview = await call(client, 'check_rank', args);
      expect(textOf(preview)).toContain('built-in simulated search engine: no provider searches are spent');
      expect(preview.structuredContent).toMatchObject({ maxSearches: 0, simulated: true });
      const checked = await call(client, 'check_rank', { ...args, confirm: true });
      expect(checked.isError, textOf(checked)).toBeFalsy();
      expect(textOf(checked)).toContain('Simulated: these results come from the built-in simulated search engine');
    } finally {
      await demo.close();
    }
  });

  it('refuses a device the engine cannot be asked for before spending anything', async () => {
    const client = await connect(writeKey);
    const keyword = uniqueKeyword('mobile');
    const refused = await call(client, 'check_rank', { websiteUrl: 'example.com', keyword, searchEngine: 'duckduckgo', device: 'mobile', confirm: true });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe('DuckDuckGo results can only be checked for desktop.');
    expect(serp.requestsFor(keyword)).toBe(0);
    const notTracked = await call(client, 'add_tracked_keyword', { websiteUrl: 'example.com', keyword, searchEngine: 'duckduckgo', device: 'mobile' });
    expect(notTracked.isError).toBe(true);
    expect(textOf(notTracked)).toBe('DuckDuckGo results can only be checked for desktop.');
  });
});
