// `npm run fuzz`: the API fuzz test at length — 20,000 hostile requests (FUZZ_RUNS to change) from a new seed each
// time (FUZZ_SEED to replay one), printed first so a red run can be run again exactly. `npm test` sends 2,400 from
// a fixed seed.
import { spawnSync } from 'node:child_process';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '20000';
console.log(`Fuzzing the API: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
const result = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vitest', 'run', 'server/routes/api-fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);
