import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './db/embedded/ports';
import { isAlive, waitForExit } from './db/embedded/processes';

const START = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));

/** Lines a process prints, and a way to wait for the next one that matches. */
function lines(stream: NodeJS.ReadableStream) {
  const seen: string[] = [];
  const waiters = new Set<{ match: (line: string) => boolean; resolve: (line: string) => void }>();
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) {
      seen.push(line);
      for (const waiter of waiters) {
        if (waiter.match(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      }
    }
  });
  return {
    seen,
    next: (match: (line: string) => boolean) => new Promise<string>((resolve) => waiters.add({ match, resolve })),
  };
}

describe('npm start', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rank-checker-start-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('starts the server again when it dies while serving, says so, and stops for good when asked', async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const settings = { APP_URL: appUrl, PORT: String(port), PRICE_PRO_MONTHLY: '', PRICE_ENTERPRISE_MONTHLY: '', PRICE_CURRENCY: '', SOCIAL_GITHUB_URL: '', SOCIAL_X_URL: '', BUILD_COMPRESSION: '' };
    // A finished build for these settings, newer than every source: npm start serves it without building.
    const webDir = path.join(dir, 'web');
    await mkdir(webDir, { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Rank Checker</title>');
    // With APP_URL set, the build does not depend on PORT: its manifest records none.
    await writeFile(path.join(webDir, '.build-env.json'), JSON.stringify({ ...settings, PORT: '' }));

    const npmStart = spawn(process.execPath, [START], {
      env: {
        ...process.env,
        ...settings,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        DATABASE_URL: inject('databaseUrl'),
        DATA_DIR: path.join(dir, 'data'),
        WEB_DIST_DIR: webDir,
        JOBS_ENABLED: 'false',
        SESSION_SECRET: 'npm-start-test-session-secret-0123456789abcdef',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = once(npmStart, 'exit');
    const out = lines(npmStart.stdout);
    const err = lines(npmStart.stderr);
    const serving = () => out.next((line) => line.includes('Rank Checker is running')).then((line) => (JSON.parse(line) as { pid: number }).pid);
    try {
      const first = await serving();
      const restarted = err.next((line) => line.includes('The server stopped unexpectedly'));
      const second = serving();
      process.kill(first, 'SIGKILL');
      expect(await restarted).toMatch(/\[npm start\] .* The server stopped unexpectedly \(SIGKILL\); starting it again in 1 s$/u);
      const secondPid = await second;
      expect(secondPid).not.toBe(first);
      expect((await fetch(`${appUrl}/api/v1/health`)).status).toBe(200);

      npmStart.kill('SIGTERM');
      const [code, signal] = (await exited) as [number | null, string | null];
      expect(code ?? signal).toBe(0);
      expect(await waitForExit(secondPid, 30_000)).toBe(true);
    } finally {
      if (npmStart.exitCode === null) npmStart.kill('SIGKILL');
      for (const line of out.seen) {
        const pid = (JSON.parse(line.startsWith('{') ? line : '{}') as { pid?: number }).pid;
        if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
      }
    }
  }, 120_000);

  describe('in production (NODE_ENV=production)', () => {
    /** npm start in production with these settings: its exit code and what it printed, without waiting on a server. */
    async function startInProduction(webDir: string, appUrl: string): Promise<{ code: number | null; stderr: string }> {
      const child = spawn(process.execPath, [START], {
        env: { ...process.env, NODE_ENV: 'production', APP_URL: appUrl, PORT: '3000', WEB_DIST_DIR: webDir, PRICE_PRO_MONTHLY: '', PRICE_ENTERPRISE_MONTHLY: '', PRICE_CURRENCY: '', SOCIAL_GITHUB_URL: '', SOCIAL_X_URL: '', BUILD_COMPRESSION: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const err = lines(child.stderr);
      const [code] = (await once(child, 'exit')) as [number | null];
      return { code, stderr: err.seen.join('\n') };
    }

    it('refuses to start without a build, and never builds one', async () => {
      const webDir = path.join(dir, 'no-build');
      const { code, stderr } = await startInProduction(webDir, 'https://rank.example.com');
      expect(code).toBe(1);
      expect(stderr).toContain('There is no web build in');
      expect(stderr).toContain('Run `npm run build` with this process\'s settings before starting in production');
      await expect(stat(webDir)).rejects.toThrow();
    });

    it('refuses a build made for another APP_URL, and names it', async () => {
      const webDir = path.join(dir, 'other-url');
      await mkdir(webDir, { recursive: true });
      await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Rank Checker</title>');
      const built = { APP_URL: 'https://staging.example.com', PORT: '', PRICE_PRO_MONTHLY: '', PRICE_ENTERPRISE_MONTHLY: '', PRICE_CURRENCY: '', SOCIAL_GITHUB_URL: '', SOCIAL_X_URL: '', BUILD_COMPRESSION: '' };
      await writeFile(path.join(webDir, '.build-env.json'), JSON.stringify(built));
      const { code, stderr } = await startInProduction(webDir, 'https://rank.example.com');
      expect(code).toBe(1);
      expect(stderr).toContain('was made with APP_URL="https://staging.example.com", and this process has APP_URL="https://rank.example.com"');
    });
  });
});
