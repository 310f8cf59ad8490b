import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from '../db/embedded/ports';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Every JSON log line the app printed so far. */
  logs: Array<{ level: number; msg: string; [field: string]: unknown }>;
  /** Resolves with the first log line (seen or still to come) that matches. */
  logged(match: (line: AppProcess['logs'][number]) => boolean): Promise<void>;
  exited(): boolean;
  /** SIGTERM, as an operator stops it; resolves once it is gone. */
  stop(): Promise<void>;
}

/**
 * The real server (server/main.ts) as its own process, configured only through its environment as an operator
 * would, on a free port. Resolves once it logs that it is serving. Its log is JSON (stdout is not a terminal).
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), APP_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: AppProcess['logs'] = [];
  const waiters = new Set<{ match: (line: AppProcess['logs'][number]) => boolean; resolve: () => void }>();
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines) {
      let line: AppProcess['logs'][number];
      try {
        line = JSON.parse(text) as AppProcess['logs'][number];
      } catch {
        continue;
      }
      logs.push(line);
      for (const waiter of waiters) {
        if (waiter.match(line)) {
          waiters.delete(waiter);
          waiter.resolve();
        }
      }
    }
  });
  const exit = once(child, 'exit');
  const logged: AppProcess['logged'] = (match) =>
    logs.some(match)
      ? Promise.resolve()
      : Promise.race([
          new Promise<void>((resolve) => waiters.add({ match, resolve })),
          exit.then(([code, signal]) => {
            throw new Error(`the app exited (${String(code ?? signal)}) before logging what was awaited`);
          }),
        ]);
  await logged((line) => line.msg.startsWith('Rank Checker is running'));
  return {
    child,
    baseUrl,
    logs,
    logged,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exit;
    },
  };
}
