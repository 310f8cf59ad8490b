import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { uniqueEmail } from '../testing/auth-fixtures';
import { cookieHeader, postJson } from '../testing/auth-client';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

// Polls the file until the line is written (the mail job runs in the background); the deadline only bounds a failure.
async function waitForLine(file: string, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const match = text.match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`${pattern} not in ${file} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('without SMTP_URL', () => {
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-log-mail-'));
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { DATA_DIR: dataDir }, runJobs: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the verification link to DATA_DIR/mail.log, where a local user can open it', async () => {
    const email = uniqueEmail('local');
    const response = await postJson(t.app, '/api/v1/auth/sign-up', { email, password: 'password-1', confirmPassword: 'password-1' });
    expect(response.statusCode).toBe(202);
    const file = path.join(dataDir, 'mail.log');
    await waitForLine(file, new RegExp(`To: ${email.replace('.', '\\.')}`));
    const [, token] = await waitForLine(file, /Link: http:\/\/localhost:3000\/verify-email\?token=([\w-]+)/);
    expect((await postJson(t.app, '/api/v1/auth/verify-email', { token }, { cookie: cookieHeader(response) })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/v1/auth/sign-in', { email, password: 'password-1' })).statusCode).toBe(200);
  });
});
