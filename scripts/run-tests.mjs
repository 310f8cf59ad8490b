// `npm test`: every check in one command — the type check (tsc) and lint (ESLint, with the import
// boundaries of ARCHITECTURE.md), then unit, server integration (real PostgreSQL) and web components under
// Vitest, then the browser specs under Playwright with Debian's Chromium — and one closing line
// "N passed, N failed" that totals them all (tsc and ESLint count as one result each).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'rank-checker-tests-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');
const onlyUnit = process.argv.includes('--no-e2e');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const failedChecks = [];

// Static checks first: their output is printed as they run, and a failure fails the run (after the
// suites below have run too, so one command still reports everything).
for (const [name, args] of [
  ['typecheck', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['eslint', '.']],
]) {
  console.log(`\n> ${name}: ${args.join(' ')}`);
  if (run(npx, args) === 0) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    failedChecks.push(name);
  }
}

const vitestStatus = run(npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that failed to load counts as a failure even when no test inside it ran.
  totals.failed += vitest.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
}
if (vitestStatus !== 0) exitCode = 1;
if (!vitest) totals.failed += 1;

if (!onlyUnit) {
  const pwStatus = run(npx, ['playwright', 'test'], { PW_JSON_OUTPUT: playwrightJson });
  const pw = readJson(playwrightJson);
  if (pw) {
    totals.passed += pw.stats.expected + pw.stats.flaky;
    totals.failed += pw.stats.unexpected;
    totals.skipped += pw.stats.skipped;
    if (pw.errors?.length) totals.failed += pw.errors.length;
  } else {
    totals.failed += 1;
  }
  if (pwStatus !== 0) exitCode = 1;
}

if (totals.failed > 0) exitCode = 1;
rmSync(reports, { recursive: true, force: true });
if (failedChecks.length) console.log(`\nFailed: ${failedChecks.join(', ')} (output above).`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(exitCode);
