// npm start: builds the web app when its sources are newer than the build, then runs the server
// (server/main.ts through tsx) and relays Ctrl-C / SIGTERM to it so it can close the HTTP server, the
// database pool and the embedded PostgreSQL in that order.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSources = [
  path.join(root, 'web'),
  path.join(root, 'index.html'),
  path.join(root, 'vite.config.ts'),
  path.join(root, 'scripts', 'vite'),
  path.join(root, 'scripts', 'content'),
  path.join(root, 'content'),
  path.join(root, 'core', 'content'),
];

// A .env file, when present, fills in variables the environment does not already set.
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
// WEB_DIST_DIR (default dist/web) is where the web app is built and served from (server/config.ts reads it too).
const webDistDir = path.resolve(root, process.env.WEB_DIST_DIR?.trim() || 'dist/web');
const builtIndex = path.join(webDistDir, 'index.html');
// The settings the build writes into the pages (canonical URLs, sitemap, prices in structured data, footer
// links): a build made with other values is rebuilt.
const buildEnvFile = path.join(webDistDir, '.build-env.json');
const BUILD_SETTINGS = ['APP_URL', 'PORT', 'PRICE_PRO_MONTHLY', 'PRICE_ENTERPRISE_MONTHLY', 'PRICE_CURRENCY', 'SOCIAL_GITHUB_URL', 'SOCIAL_X_URL', 'BUILD_COMPRESSION'];
const buildEnv = JSON.stringify(Object.fromEntries(BUILD_SETTINGS.map((name) => [name, process.env[name]?.trim() ?? ''])));

/** Newest modification time under a file or directory (tests excluded: they are not part of the build). */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return /\.test\.[jt]sx?$/.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  if (!existsSync(buildEnvFile) || readFileSync(buildEnvFile, 'utf8') !== buildEnv) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestMtime(source) > builtAt);
}

if (buildIsStale()) {
  console.log(`Building the web app into ${path.relative(root, webDistDir)} (npx vite build)...`);
  // Always the production bundle, whatever NODE_ENV the server runs under (the browser specs run it as
  // "test"): Vite would otherwise bundle React's development build.
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDistDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('The web app build failed; fix the error above and run npm start again.');
    process.exit(build.status ?? 1);
  }
  writeFileSync(buildEnvFile, buildEnv);
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
