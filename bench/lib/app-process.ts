import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a child process gently and waits for it (the app then stops its embedded database). */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** `npm run build` with the server's settings, as a production deployment does before it starts (decision 027). */
async function buildFor(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the web build for the benchmark failed (exit ${code})`);
}

/**
 * Runs the app as a production deployment does — the web build made first, then its own process with a fresh
 * embedded database — so a load generator in this process does not share its event loop.
 */
export async function startAppProcess(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = env.PORT ?? '3190';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-bench-app-'));
  const childEnv = { ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'bench-session-secret-0123456789abcdef', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', PORT: port, ...env };
  await buildFor(childEnv);
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: childEnv });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/v1/health`, child, 180_000);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a small script (a bare server to compare with) in its own process. */
export async function startScriptProcess(script: string, port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child, 30_000);
  return { url, stop: () => stopChild(child) };
}
