import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** True when a process with this pid exists (EPERM means it exists but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The executable name of a live process ('postgres', 'node', ...), or undefined when it is gone. */
export async function processName(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    // No /proc (macOS): ask ps.
    try {
      const { stdout } = await exec('ps', ['-p', String(pid), '-o', 'comm=']);
      const name = stdout.trim().split('/').pop();
      return name || undefined;
    } catch {
      return undefined;
    }
  }
}

/** Resolves true once the pid has gone, false after timeoutMs. Works for processes that are not our children. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * Stops a PostgreSQL postmaster gently: SIGTERM (smart shutdown: waits for clients, which have gone), then
 * SIGINT (fast: disconnects clients), then SIGQUIT (immediate) as a last resort.
 * See https://www.postgresql.org/docs/current/server-shutdown.html
 */
export async function stopPostmaster(pid: number, waitMs = 10_000): Promise<boolean> {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return true;
    }
    if (await waitForExit(pid, waitMs)) return true;
  }
  return false;
}
