// `npm test`: every check in one command — the unit, server integration (real PostgreSQL) and web component suites
// under Vitest, then the browser specs under Playwright with Debian's Chromium, with the type check (tsc), lint
// (ESLint, with the import boundaries of ARCHITECTURE.md) and the web component suite side by side with the specs,
// one after the other — and a closing report: each step's time, the ten slowest test files, the failed tests by
// name (a log's tail is often all that is kept of a run) and one line "N passed, N failed" that totals them all
// (tsc and ESLint count as one result each). `--no-e2e` skips the browser specs.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'rank-checker-tests-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');
const onlyUnit = process.argv.includes('--no-e2e');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const root = process.cwd();

/**
 * Runs a command. `capture` keeps its output to print afterwards (a check running beside Vitest must not
 * interleave its lines with Vitest's); otherwise the output goes straight to the terminal.
 */
function run(command, args, { env = {}, capture = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n`, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (status) => resolve({ status: status ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedChecks = [];
/** "file › test: first line of its error" for every failed test, printed last so a log's tail names them. */
const failedTests = [];
const firstLine = (text) =>
  String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('at ')).slice(0, 4).join(' | ').slice(0, 400);
const steps = [];
/** [seconds, name] of every test file (Vitest) and spec file (Playwright). */
const fileTimes = [];

/**
 * The browser specs' server (scripts/e2e-server.ts: a build for them, a fresh embedded database, the fakes) starts
 * beside Vitest rather than after it, where Playwright would wait for it; Playwright then finds it answering and
 * uses it (playwright.config.ts). Its output goes to a file, printed if the specs fail.
 */
function startE2eServer() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const log = join(reports, 'e2e-server.log');
  const out = createWriteStream(log);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    log,
    /** Resolves once the app answers its health check; false if the server exited first or never answered. */
    async ready() {
      const deadline = Date.now() + 300_000;
      while (Date.now() < deadline && child.exitCode === null) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
        if (ok) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
const e2eServer = onlyUnit ? undefined : startE2eServer();

// The checks that run beside the browser specs, one after the other: the type check, lint and, with the specs,
// the web components' suite. Vitest keeps every core busy, while the specs (two browsers mostly waiting on one
// server) leave room; one check at a time takes it without starving the specs, the longest step. Without specs to
// run they run beside the whole of Vitest.
const vitestWebJson = join(reports, 'vitest-web.json');
const vitestArgs = (json, projects) => ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
const startSideChecks = (withWeb) => {
  const checks = [
    { name: 'typecheck', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'lint', args: ['eslint', '.'] },
    ...(withWeb ? [{ name: 'web components (Vitest)', args: vitestArgs(vitestWebJson, ['web']), vitestJson: vitestWebJson }] : []),
  ];
  const results = [];
  let previous = Promise.resolve();
  for (const check of checks) {
    previous = previous.then(() => run(npx, check.args, { capture: true }).then((result) => ({ ...check, ...result })));
    results.push(previous);
  }
  return results;
};
let sideChecks = e2eServer ? undefined : startSideChecks(false);

/** Adds a Vitest run's results (its JSON report) to the totals and the file times; false when there is none. */
function countVitest(json) {
  const vitest = readJson(json);
  if (!vitest) {
    totals.failed += 1;
    return false;
  }
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that failed to load counts as a failure even when no test inside it ran.
  totals.failed += vitest.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  for (const file of vitest.testResults) {
    fileTimes.push([(file.endTime - file.startTime) / 1000, relative(root, file.name)]);
    if (file.status === 'failed' && file.assertionResults.length === 0) failedTests.push(`${relative(root, file.name)}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults.filter((result) => result.status === 'failed')) {
      failedTests.push(`${relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  return true;
}

// With the browser specs, the web components' suite waits for their idle core (above).
const firstProjects = e2eServer ? ['unit', 'server'] : [];
const vitestRun = await run(npx, vitestArgs(vitestJson, firstProjects));
steps.push([e2eServer ? 'unit and server (Vitest)' : 'unit, server and web (Vitest)', vitestRun.seconds]);
countVitest(vitestJson);
let exitCode = vitestRun.status === 0 ? 0 : 1;

/** Prints each side check's outcome and counts it: tsc and ESLint as one result each, a Vitest run by its tests. */
async function reportSideChecks(checks) {
  for (const check of await Promise.all(checks)) {
    console.log(`\n> ${check.name}: ${check.args.join(' ')} (${check.seconds.toFixed(1)} s)`);
    if (check.output.trim()) console.log(check.output.trimEnd());
    steps.push([check.name, check.seconds]);
    if (check.vitestJson) {
      if (!countVitest(check.vitestJson) || check.status !== 0) {
        failedChecks.push(check.name);
        exitCode = 1;
      }
    } else if (check.status === 0) {
      totals.passed += 1;
    } else {
      totals.failed += 1;
      failedChecks.push(check.name);
    }
  }
}

if (e2eServer) {
  const waited = Date.now();
  const serverReady = await e2eServer.ready();
  steps.push(['waiting for the browser specs\' server (it started beside Vitest)', (Date.now() - waited) / 1000]);
  if (!serverReady) console.log(`\nThe browser specs' server did not start:\n${readFileSync(e2eServer.log, 'utf8').slice(-4000)}`);
  sideChecks = startSideChecks(true);
  const pwRun = await run(npx, ['playwright', 'test'], { env: { PW_JSON_OUTPUT: playwrightJson, E2E_SERVER_STARTED: '1' } });
  steps.push(['browser (Playwright)', pwRun.seconds]);
  await e2eServer.stop();
  if (pwRun.status !== 0 && existsSync(e2eServer.log)) console.log(`\nThe browser specs' server said (last lines):\n${readFileSync(e2eServer.log, 'utf8').slice(-4000)}`);
  const pw = readJson(playwrightJson);
  if (pw) {
    totals.passed += pw.stats.expected + pw.stats.flaky;
    totals.failed += pw.stats.unexpected;
    totals.skipped += pw.stats.skipped;
    if (pw.errors?.length) totals.failed += pw.errors.length;
    for (const error of pw.errors ?? []) failedTests.push(`Playwright: ${firstLine(error.message)}`);
    const specSeconds = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((t) => t.results).reduce((sum, result) => sum + result.duration, 0);
        specSeconds.set(spec.file, (specSeconds.get(spec.file) ?? 0) + ms / 1000);
        for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
          const error = test.results.at(-1)?.error?.message;
          failedTests.push(`e2e/${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of pw.suites ?? []) walk(suite);
    for (const [file, seconds] of specSeconds) fileTimes.push([seconds, join('e2e', file)]);
  } else {
    totals.failed += 1;
  }
  if (pwRun.status !== 0) exitCode = 1;
}
await reportSideChecks(sideChecks);

if (totals.failed > 0) exitCode = 1;
rmSync(reports, { recursive: true, force: true });

console.log(`\nTime per step (${e2eServer ? 'typecheck, lint and the web components ran beside the browser specs' : 'typecheck and lint ran beside Vitest'}):`);
for (const [name, seconds] of steps) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log('The ten slowest test files:');
for (const [seconds, name] of fileTimes.sort((a, b) => b[0] - a[0]).slice(0, 10)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
if (failedChecks.length) console.log(`\nFailed: ${failedChecks.join(', ')} (output above).`);
if (failedTests.length) console.log(`\nFailed tests (their output is above):\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(exitCode);
