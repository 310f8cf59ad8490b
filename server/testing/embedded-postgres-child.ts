// Starts the embedded PostgreSQL in the DATA_DIR given as first argument, prints one JSON line with the app
// and postmaster pids, then idles until killed. Lets tests kill an "app" outright (kill -9).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-postgres-child.ts <dataDir>');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const server = await startEmbeddedPostgres({ dataDir, database: 'app', logger: quiet, preferredPort: 0, settings: { fsync: 'off' } });
const postmasterPid = Number((await readFile(path.join(server.clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
console.log(JSON.stringify({ appPid: process.pid, postmasterPid }));
setInterval(() => undefined, 60_000);
