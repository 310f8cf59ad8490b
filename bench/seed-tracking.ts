// Seeds a tracking workspace for an existing account, to look at the sites pages at an agency's scale:
// `npx tsx bench/seed-tracking.ts EMAIL [SITES] [KEYWORDS] [DAYS]` (defaults 3 × 40 × 30: 480 tracked queries,
// 14,400 checks) against the database `npm start` uses (.env, DATABASE_URL or the embedded one in DATA_DIR).
// The checks are labelled as simulated (source demo). Not part of `npm run bench`.
import { existsSync } from 'node:fs';
import { parseConfig } from '../server/config';
import { connectAdminDatabase } from '../server/cli/admin-database';
import { migrate } from '../server/db/migrate';
import { createPool } from '../server/db/pool';
import { seedTracking } from './lib/tracking-seed';

const [email, sites = '3', keywords = '40', days = '30'] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npx tsx bench/seed-tracking.ts EMAIL [SITES] [KEYWORDS] [DAYS]');
  process.exit(2);
}
if (existsSync('.env')) process.loadEnvFile('.env');
const config = parseConfig(process.env);
const quiet = { info: () => undefined, warn: (m: string) => console.error(m), error: (m: string) => console.error(m) };
const database = await connectAdminDatabase(config, quiet);
const pool = createPool(database.url, { error: () => undefined }, { max: 2 });
try {
  await migrate(pool);
  const { rows } = await pool.query<{ id: string }>('select id from users where lower(email) = lower($1)', [email]);
  const user = rows[0];
  if (!user) throw new Error(`no account for ${email}: sign up first`);
  const seeded = await seedTracking(pool, { userId: user.id, sites: Number(sites), keywords: Number(keywords), days: Number(days), now: new Date() });
  console.log(`Seeded ${seeded.queries.toLocaleString('en-US')} tracked queries and ${seeded.checks.toLocaleString('en-US')} checks for ${email}.`);
} finally {
  await pool.end();
  await database.stop();
}
