// npm start: builds the web app when its sources are newer than the build (never in production: npm run build
// does, once), then runs the server
// (server/main.ts through tsx) and relays Ctrl-C / SIGTERM to it so it can close the HTTP server, the
// database pool and the embedded PostgreSQL in that order.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, buildMismatch, buildWeb, loadEnvFile, root } from './web-build.mjs';

loadEnvFile();

if (process.env.NODE_ENV === 'production') {
  // In production the build is made once, before any server starts (npm run build): a server never builds, so
  // several of them on one build cannot race, and one started with other settings than the build's refuses.
  const mismatch = buildMismatch();
  if (mismatch) {
    console.error(`${mismatch} Run \`npm run build\` with this process's settings before starting in production (NODE_ENV=production).`);
    process.exit(1);
  }
} else if (buildIsStale()) {
  if (buildWeb() !== 0) {
    console.error('The web app build failed; fix the error above and run npm start again.');
    process.exit(1);
  }
}

// The first wait before starting a server that died, doubled after each death that came soon after its start.
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
// A server that ran this long before dying was healthy: the next restart waits the first delay again.
const HEALTHY_RUN_MS = 60_000;

let server;
let stopSignal;
let restartTimer;
let restartDelayMs = FIRST_RESTART_DELAY_MS;

function log(message) {
  console.error(`[npm start] ${new Date().toISOString()} ${message}`);
}

/**
 * Runs the server (server/main.ts through tsx). The IPC channel lets the server notice if this process dies
 * without relaying a signal (kill -9), and shut itself and its database down instead of running on orphaned;
 * the server uses it to say when it is serving. A server that dies after it was serving, without being asked
 * to stop (a crash, an out-of-memory kill), is started again after 1, 2, 4 … up to 30 seconds, and the log
 * says so; one that fails during start-up is not (its error is printed and npm start exits with its code).
 */
function startServer() {
  const startedAt = Date.now();
  let serving = false;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  server = child;
  child.on('message', (message) => {
    if (message?.type === 'serving') serving = true;
  });
  child.on('exit', (code, signal) => {
    server = undefined;
    if (stopSignal || code === 0) process.exit(code ?? (stopSignal === 'SIGINT' ? 130 : 143));
    if (!serving) process.exit(code ?? 1);
    if (Date.now() - startedAt >= HEALTHY_RUN_MS) restartDelayMs = FIRST_RESTART_DELAY_MS;
    log(`The server stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again in ${restartDelayMs / 1000} s`);
    restartTimer = setTimeout(startServer, restartDelayMs);
    restartDelayMs = Math.min(restartDelayMs * 2, MAX_RESTART_DELAY_MS);
  });
}

// A terminal Ctrl-C reaches the server directly as well (same process group) and npm may relay it again;
// the server treats repeats as one.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopSignal ??= signal === 'SIGHUP' ? 'SIGTERM' : signal;
    clearTimeout(restartTimer);
    if (!server) process.exit(stopSignal === 'SIGINT' ? 130 : 143);
    if (server.exitCode === null && server.signalCode === null) server.kill(stopSignal);
  });
}

startServer();
