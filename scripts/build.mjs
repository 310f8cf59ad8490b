// npm run build: makes everything a start needs — the web app with its prerendered pages for this APP_URL (and
// the other settings the pages carry) — so that `NODE_ENV=production npm start` never builds. Run it with the
// same settings the servers will have; a server started with others refuses to start and says which differs.
// --if-stale: keep a build that is current for these settings and sources (the benchmarks' production starts).
import { buildIsStale, buildWeb, loadEnvFile } from './web-build.mjs';

loadEnvFile();
const code = process.argv.includes('--if-stale') && !buildIsStale() ? 0 : buildWeb();
if (code !== 0) console.error('The web app build failed; fix the error above and run npm run build again.');
process.exit(code);
