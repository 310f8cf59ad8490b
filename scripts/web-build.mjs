// The web app's build, shared by `npm run build` (build once) and `npm start` (which builds only outside
// production, when the sources or the settings changed). A build is made in a directory of its own and swapped in
// whole, so a process serving the previous build never meets a half-written one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const webSources = ['web', 'index.html', 'vite.config.ts', 'scripts/vite', 'scripts/content', 'content', 'core/content'].map((source) => path.join(root, source));

// The settings the build writes into the pages (canonical URLs, sitemap, prices in structured data, footer
// links): a build made with other values is not this server's.
const BUILD_SETTINGS = ['APP_URL', 'PORT', 'PRICE_PRO_MONTHLY', 'PRICE_ENTERPRISE_MONTHLY', 'PRICE_CURRENCY', 'SOCIAL_GITHUB_URL', 'SOCIAL_X_URL', 'BUILD_COMPRESSION'];
const MANIFEST = '.build-env.json';

/** A .env file, when present, fills in variables the environment does not already set. */
export function loadEnvFile() {
  const envFile = path.join(root, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}

/** WEB_DIST_DIR (default dist/web): where the web app is built and served from (server/config.ts reads it too). */
export const webDistDir = () => path.resolve(root, process.env.WEB_DIST_DIR?.trim() || 'dist/web');

/** The settings as this process has them. PORT counts only without APP_URL, when the address is localhost:PORT. */
function settingsNow() {
  const settings = Object.fromEntries(BUILD_SETTINGS.map((name) => [name, process.env[name]?.trim() ?? '']));
  if (settings.APP_URL !== '') settings.PORT = '';
  return settings;
}

function settingsOfBuild(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Why the build in `dir` cannot serve this process, in words for the operator; null when it can. The settings
 * are compared one by one, so the message names the one that differs.
 */
export function buildMismatch(dir = webDistDir()) {
  const shown = path.relative(root, dir) || dir;
  if (!existsSync(path.join(dir, 'index.html'))) return `There is no web build in ${shown}.`;
  const built = settingsOfBuild(dir);
  if (!built) return `The web build in ${shown} does not say which settings it was made with.`;
  for (const [name, value] of Object.entries(settingsNow())) {
    if ((built[name] ?? '') !== value) return `The web build in ${shown} was made with ${name}=${JSON.stringify(built[name] ?? '')}, and this process has ${name}=${JSON.stringify(value)}.`;
  }
  return null;
}

/** Newest modification time under a file or directory (tests excluded: they are not part of the build). */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return /\.test\.[jt]sx?$/.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether the sources changed since the build in `dir`, or it was made with other settings (or is missing). */
export function buildIsStale(dir = webDistDir()) {
  if (buildMismatch(dir) !== null) return true;
  const builtAt = statSync(path.join(dir, 'index.html')).mtimeMs;
  return webSources.some((source) => newestMtime(source) > builtAt);
}

/**
 * Builds the web app for this process's settings into `dir`: into a directory beside it first, then swapped in
 * (two renames), so a server reading the old build keeps whole files. Answers the exit code of the build.
 */
export function buildWeb(dir = webDistDir()) {
  const fresh = `${dir}.building-${process.pid}`;
  const old = `${dir}.old-${process.pid}`;
  console.log(`Building the web app into ${path.relative(root, dir) || dir} (vite build)...`);
  // Always the production bundle, whatever NODE_ENV the server runs under (the browser specs run it as
  // "test"): Vite would otherwise bundle React's development build.
  const build = spawnSync('npx', ['vite', 'build', '--outDir', fresh, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    rmSync(fresh, { recursive: true, force: true });
    return build.status ?? 1;
  }
  writeFileSync(path.join(fresh, MANIFEST), JSON.stringify(settingsNow()));
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(fresh, dir);
  rmSync(old, { recursive: true, force: true });
  return 0;
}
