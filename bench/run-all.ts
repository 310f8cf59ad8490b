// `npm run bench`: every benchmark in turn, each in its own process so one's load never skews another.
// Figures are printed and written to bench/results/*.json.
import { spawnSync } from 'node:child_process';

const BENCHES = ['serp-requests', 'check-latency', 'check-load', 'http-throughput', 'api-key-vs-session', 'lighthouse-pages', 'history-scale', 'notifications-scale', 'hinted-scans', 'scheduled-checks', 'seo-snapshot', 'hostile-pages', 'tracking-scale', 'tracking-table-browser'];
const only = process.argv.slice(2);
let failed = 0;
for (const name of BENCHES.filter((b) => only.length === 0 || only.includes(b))) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
    console.error(`bench ${name} failed (exit ${run.status})`);
  }
}
process.exit(failed ? 1 : 0);
