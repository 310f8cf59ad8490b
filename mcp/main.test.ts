import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreatedSchema } from '../contracts/api-key';
import { userOnPlan } from '../server/services/competitors/testing/user-on-plan';
import { buildTestApp, type TestApp } from '../server/testing/build-test-app';
import { startSerpFixture, type SerpFixture } from '../server/testing/serp-fixture';

const ROOT = path.join(import.meta.dirname, '..');

/** Runs `npm run -s mcp` as an MCP client would, with stdin left open, until it exits on its own. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'mcp'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run mcp (stdio)', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let baseUrl: string;
  let key: string;
  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await userOnPlan(t.pool, 'pro', new Date());
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/me/api-keys', headers: { cookie: user.cookie }, payload: { name: 'Assistant', scope: 'read' } });
    key = apiKeyCreatedSchema.parse(created.json()).key;
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  it('stops at start, naming both variables on stderr and writing nothing on stdout, when they are missing', async () => {
    // Malformed values take the same way out; config.test.ts holds their messages.
    const missing = await runUntilExit({});
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain('RANK_CHECKER_URL: required');
    expect(missing.stderr).toContain('RANK_CHECKER_API_KEY: required');
  });

  it('stops at start when the app refuses the key', async () => {
    const refused = await runUntilExit({ RANK_CHECKER_URL: baseUrl, RANK_CHECKER_API_KEY: 'rc_live_00000000000000000000000000000000' });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('RANK_CHECKER_API_KEY was refused: This API key is not valid');
  });

  it('speaks MCP on stdio with a valid key: an SDK client lists the tools and reads the history', async () => {
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['run', '-s', 'mcp'],
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', RANK_CHECKER_URL: `${baseUrl}/`, RANK_CHECKER_API_KEY: key },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: 'test-assistant', version: '1.0.0' });
    try {
      await client.connect(transport);
      expect(client.getServerVersion()).toMatchObject({ name: 'rank-checker' });
      expect(client.getInstructions()).toContain('call check_rank or add_tracked_keyword without confirm first');
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(6);
      const history = (await client.callTool({ name: 'get_history', arguments: {} })) as CallToolResult;
      expect(history.isError).toBeFalsy();
      expect(history.structuredContent).toEqual({ total: 0, items: [] });
    } finally {
      await client.close();
    }
    expect(stderr).toContain(`serving MCP on stdio for ${baseUrl}`);
  });
});
