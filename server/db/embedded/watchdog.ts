import { spawn, type ChildProcess } from 'node:child_process';

// Waits for the app to go, then stops the server as a clean shutdown would: SIGTERM (smart), and SIGINT
// (fast) if it is still up 10 s later. Positional parameters: $1 app pid, $2 postmaster pid.
const SCRIPT = `
while kill -0 "$1" 2>/dev/null; do sleep 1; done
kill -TERM "$2" 2>/dev/null || exit 0
i=0
while kill -0 "$2" 2>/dev/null && [ "$i" -lt 10 ]; do sleep 1; i=$((i + 1)); done
kill -0 "$2" 2>/dev/null && kill -INT "$2" 2>/dev/null
exit 0
`;

/**
 * A tiny shell process that stops the embedded PostgreSQL if the app dies without stopping it (kill -9,
 * a test runner killing its process group, an OOM kill). The server runs in its own process group so a
 * terminal Ctrl-C reaches only the app, which stops it in order; without this watchdog an app killed
 * outright would leave the server running until the next start in the same DATA_DIR cleans it up, and a
 * throwaway DATA_DIR (tests) never gets that next start. The app kills the watchdog before a normal stop.
 */
export function startWatchdog(appPid: number, postmasterPid: number): ChildProcess {
  const child = spawn('/bin/sh', ['-c', SCRIPT, 'rank-checker-postgres-watchdog', String(appPid), String(postmasterPid)], {
    detached: true,
    stdio: 'ignore',
  });
  child.on('error', () => undefined); // no /bin/sh: we only lose the safety net
  child.unref();
  return child;
}
