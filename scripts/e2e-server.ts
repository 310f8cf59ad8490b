// Starts the app for the browser specs, with everything outside it faked by real local servers:
// - a fresh embedded database in a temporary DATA_DIR (guest quotas and accounts start empty);
// - the simulated SERP engine;
// - an SMTP server that keeps every message, so a spec can open the link from an e-mail;
// - an OpenID Connect provider standing in for Google, so the sign-in popup runs for real;
// - a Stripe stand-in with hosted checkout and portal pages, delivering signed webhooks to the app;
// - a small website for SEO snapshots, named stride-shop.test by a local name server (FETCH_DNS_SERVERS) and
//   allowed although it is on 127.0.0.1 (PAGE_FETCH_ALLOW_PRIVATE_HOSTS), and a PageSpeed Insights stand-in;
// - a Twilio stand-in that keeps every text message, so a spec can read the code sent to a phone.
// Specs reach the fakes (and the operator CLI) through a small control server on E2E_PORT + 1
// (e2e/support/control.ts).
// Client IPs are taken from X-Forwarded-For so each spec can act as a different visitor.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGoogle, type FakeGoogleAccount } from '../server/testing/fake-google';
import { findRunningEmbeddedPostgres } from '../server/db/embedded/running-server';
import { APP_DATABASE } from '../server/db/start-database';
import { startFakeStripe } from '../server/testing/fake-stripe';
import { startSmtpCatcher } from '../server/testing/smtp-catcher';
import { startFakePageSpeed } from '../server/testing/fake-pagespeed';
import { startFakeTwilio } from '../server/testing/fake-twilio';
import { startLocalNameServer } from '../server/testing/local-name-server';
import { homePage, SEO_SITE_HOST, startSeoSite } from '../e2e/support/seo-site';
import { parseAdminArgs, UsageError } from '../server/cli/admin-args';
import { CommandError, runAdminCommand } from '../server/cli/admin-commands';
import { createPool, type Pool } from '../server/db/pool';
import { seedTracking } from '../bench/lib/tracking-seed';

const port = Number(process.env.PORT ?? 3100);
// localhost, not 127.0.0.1: browsers refuse passkeys (WebAuthn) for an IP address.
const appUrl = `http://localhost:${port}`;
const google = { clientId: 'e2e-client', clientSecret: 'e2e-client-secret-0123456789' };

const dataDir = mkdtempSync(join(tmpdir(), 'rank-checker-e2e-'));
const smtp = await startSmtpCatcher();
const fakeGoogle = await startFakeGoogle({ ...google, redirectUri: `${appUrl}/api/v1/auth/google/callback` });
const stripePrices = { pro: 'price_e2e_pro', enterprise: 'price_e2e_enterprise' };
const stripeWebhookSecret = 'whsec_e2e_rank_checker';
const fakeStripe = await startFakeStripe({
  prices: Object.values(stripePrices),
  webhook: { url: `${appUrl}/api/v1/stripe/webhook`, secret: stripeWebhookSecret },
});

const seoSite = await startSeoSite();
const names = await startLocalNameServer({ [SEO_SITE_HOST]: '127.0.0.1' });
// Held back a little, as the real one takes 10-60 s, so a spec sees PageSpeed pending before its score.
const pageSpeed = await startFakePageSpeed({ delayMs: 1_500 });
const twilio = await startFakeTwilio();

/**
 * Runs an operator command (what `npm run admin -- …` runs) against the app's database, in this process: the CLI's
 * own tests start it as a process; specs only use it to arrange a plan or an account, and a process per call cost
 * a couple of seconds each. Answers as the CLI exits: 0 done, 1 failed, 2 wrong usage.
 */
async function runAdmin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let command;
  try {
    command = parseAdminArgs(args);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: '', stderr: error.message };
    throw error;
  }
  const lines: string[] = [];
  try {
    const code = await runAdminCommand(command, { pool: await appPool(), now: new Date(), serp: { provider: 'demo', monthlyBudget: null }, mail: async () => false, appUrl: 'http://127.0.0.1', out: (line) => lines.push(line) });
    return { code, stdout: lines.join('\n'), stderr: '' };
  } catch (error) {
    if (error instanceof CommandError) return { code: 1, stdout: lines.join('\n'), stderr: error.message };
    throw error;
  }
}

let pool: Pool | undefined;
/** A small pool on the app's database, opened on first use. */
async function appPool(): Promise<Pool> {
  if (pool) return pool;
  const url = await findRunningEmbeddedPostgres(dataDir, APP_DATABASE);
  if (!url) throw new Error('the app database is not running');
  pool = createPool(url, { error: () => undefined }, { max: 2 });
  return pool;
}

/**
 * Runs one SQL statement in the app's database. Specs use it only to arrange what cannot happen in one
 * day of a test run, such as checks saved on earlier days.
 */
async function runSql(text: string, values: unknown[]): Promise<unknown[]> {
  return (await (await appPool()).query(text, values)).rows;
}

async function readBody(request: AsyncIterable<Buffer | string>): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

async function answerControl(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://control');
  try {
    if (request.method === 'GET' && url.pathname === '/mail') {
      const mail = await smtp.nextMailTo(url.searchParams.get('to') ?? '', { timeoutMs: 15_000 });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail));
    } else if (request.method === 'GET' && url.pathname === '/sms') {
      const message = await twilio.nextMessageTo(url.searchParams.get('to') ?? '', { timeoutMs: 15_000 });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ to: message.to, body: message.body }));
    } else if (request.method === 'POST' && url.pathname === '/google/next-account') {
      fakeGoogle.setNextAccount(JSON.parse(await readBody(request)) as FakeGoogleAccount | null);
      response.writeHead(204).end();
    } else if (request.method === 'POST' && url.pathname === '/sql') {
      const { text, values } = JSON.parse(await readBody(request)) as { text: string; values?: unknown[] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await runSql(text, values ?? [])));
    } else if (request.method === 'GET' && url.pathname === '/seo-site') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: `http://${SEO_SITE_HOST}:${seoSite.port}` }));
    } else if (request.method === 'POST' && url.pathname === '/seo-site/home') {
      const { title } = JSON.parse(await readBody(request)) as { title?: string };
      seoSite.setPage('/', homePage(title));
      response.writeHead(204).end();
    } else if (request.method === 'POST' && url.pathname === '/seed-tracking') {
      const { email, sites, keywords, days } = JSON.parse(await readBody(request)) as { email: string; sites: number; keywords: number; days: number };
      const pool = await appPool();
      const [user] = (await pool.query<{ id: string }>('select id from users where email = $1', [email])).rows;
      if (!user) throw new Error(`no account ${email}`);
      const seeded = await seedTracking(pool, { userId: user.id, sites, keywords, days, now: new Date() });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seeded));
    } else if (request.method === 'POST' && url.pathname === '/admin') {
      const { args } = JSON.parse(await readBody(request)) as { args: string[] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await runAdmin(args)));
    } else {
      response.writeHead(404).end();
    }
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
}
// answerControl answers every failure itself (500 with the error text).
const control = createServer((request, response) => void answerControl(request, response));
control.listen(port + 1, '127.0.0.1');

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    // Its own build, so a build for another run (npm start, another port's specs) never swaps files under it.
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? `dist/web-e2e-${port}`,
    SERP_PROVIDER: 'demo',
    // The specs name the ranks the simulated engine gives: they must not move with the date the suite runs on.
    DEMO_RANKS_MOVE: 'false',
    SERPAPI_KEY: '',
    DATABASE_URL: '',
    TRUST_PROXY: 'true',
    // A build only the specs read: quick compression levels.
    BUILD_COMPRESSION: 'fast',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Rank Checker <no-reply@rank-checker.test>',
    CONTACT_EMAIL: 'team@rank-checker.test',
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: fakeGoogle.issuer,
    STRIPE_SECRET_KEY: fakeStripe.secretKey,
    STRIPE_API_BASE: fakeStripe.url,
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_PRICE_PRO: stripePrices.pro,
    STRIPE_PRICE_ENTERPRISE: stripePrices.enterprise,
    PAGE_FETCH_ALLOW_PRIVATE_HOSTS: SEO_SITE_HOST,
    FETCH_DNS_SERVERS: names.address,
    PAGESPEED_BASE_URL: pageSpeed.url,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE: twilio.url,
  },
});

async function shutdown(signal: NodeJS.Signals) {
  // The app stops its database once no connection holds it open.
  await pool?.end().catch(() => undefined);
  child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
child.on('exit', (code) => {
  // The app has stopped its database by now; the fakes and the throw-away data go with it.
  control.close();
  void Promise.allSettled([smtp.close(), fakeGoogle.close(), fakeStripe.close(), seoSite.close(), names.close(), pageSpeed.close(), twilio.close()]).then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
