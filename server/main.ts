import type { FastifyInstance } from 'fastify';
import { createMailer } from './adapters/mail';
import { createSerpProvider } from './adapters/serp';
import { buildApp, VERSION } from './app';
import { ConfigError, parseConfig, type Config } from './config';
import { loadSessionSecret } from './config/session-secret';
import { Logger, runMigrations } from 'graphile-worker';
import { migrate, migrationNames } from './db/migrate';
import { buildOpsApp } from './ops-app';
import { fetchSerpApiAccount } from './adapters/serp/serpapi/fetch-account';
import { watchSerpAccount, type SerpAccountWatch } from './services/schedules/serp-account-watch';
import { warnScheduleOwnersOnce } from './services/schedules/budget-guard';
import { setScrapeSources } from './metrics/scrape-collectors';
import { DEFAULT_JOB_SCHEMA } from './db/queries/jobs';
import { createPool, type Pool } from './db/pool';
import { startDatabase, type Database } from './db/start-database';
import { createJobPool, startJobRunner, type JobRunner } from './jobs/start-job-runner';
import { createLogger } from './logger';
import { sweepDeadAuthRows } from './services/auth/sweep-dead-auth-rows';
import { pruneAuditLog } from './services/audit/audit-log';
import { pruneInvitations } from './services/workspaces/invitations';
import { sweepContactMessages } from './services/contact/sweep-contact-messages';
import { sweepSerpCache } from './services/rank-check/sweep-serp-cache';
import { sweepSeoSnapshots } from './services/seo-snapshot/sweep-seo-snapshots';
import { deleteIdempotencyRecordsBefore } from './db/queries/idempotency-records';
import { deleteApiKeyUsageBefore } from './db/queries/api-keys';
import { sweepUsageRows } from './services/usage/sweep-usage-rows';

const SHUTDOWN_TIMEOUT_MS = 30_000;
const CACHE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts the app: configuration, database (embedded or DATABASE_URL), migrations, SERP provider, HTTP.
 * SIGINT/SIGTERM (and the parent going away, under scripts/start.mjs) close the HTTP server, then the pool,
 * then the embedded database, in that order.
 */
function configOrExit(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const logger = createLogger(config);
  // A promise nobody handled is a bug to fix, not a reason to drop every other request in flight: log it
  // loudly and keep serving (Node would otherwise exit on it).
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'Unhandled promise rejection (the server keeps running)');
  });

  // Filled in as start-up proceeds; shutdown releases whatever exists, in reverse order.
  let app: FastifyInstance | undefined;
  let pool: Pool | undefined;
  let jobs: JobRunner | undefined;
  let database: Database | undefined;
  let accountWatch: SerpAccountWatch | undefined;
  let shuttingDown = false;
  // Readiness reads these: the runner once it exists, and whether shutdown began (take no new work then).
  const readiness = {
    jobs: config.jobs.enabled ? { running: () => jobs?.running() ?? false } : null,
    draining: () => shuttingDown,
  };
  let startup: Promise<void> = Promise.resolve();
  const shutdown = async (reason: string, exitCode = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(`Shutting down (${reason})`);
    setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // A signal during start-up waits for the step in progress, so a half-started database is stopped too.
    await startup.catch(() => undefined);
    await app?.close().catch((error: unknown) => logger.error({ err: error }, 'Closing the HTTP server failed'));
    accountWatch?.stop();
    // Running jobs finish (or fail and are retried later) before the database goes away.
    await jobs?.stop().catch((error: unknown) => logger.error({ err: error }, 'Stopping background jobs failed'));
    await pool?.end().catch((error: unknown) => logger.error({ err: error }, 'Closing the database pool failed'));
    await database?.stop().catch((error: unknown) => logger.error({ err: error }, 'Stopping PostgreSQL failed'));
    logger.info('Stopped');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  // Started by scripts/start.mjs with an IPC channel: if that parent dies (even by kill -9), stop cleanly
  // instead of running on without it.
  if (process.send) process.on('disconnect', () => void shutdown('parent process exited'));

  startup = (async () => {
    const sessionSecret = await loadSessionSecret(config.sessionSecret, config.dataDir);
    database = await startDatabase(config, logger);
    pool = createPool(database.url, logger, config.databasePool);
    const appPool = pool;
    const applied = await migrate(pool);
    // The job tables too, in every process: a web-only process (JOBS_ENABLED=false) still queues account e-mails.
    const jobPool = createJobPool(database.url, logger);
    await runMigrations({ pgPool: jobPool, logger: new Logger(() => () => undefined) }).finally(() => jobPool.end());
    logger.info(`Database: ${database.description}${applied.length ? ` (applied ${applied.join(', ')})` : ''}`);
    const serpProvider = createSerpProvider(
      {
        provider: config.serp.provider,
        serpapi: { apiKey: config.serp.serpApiKey, baseUrl: config.serp.serpApiBaseUrl, timeoutMs: config.serp.timeoutMs },
        ...(config.serp.demoRanksMove ? { demoClock: () => new Date() } : {}),
      },
      logger,
    );
    logger.info(
      serpProvider.name === 'demo'
        ? 'SERP provider: demo (simulated results; set SERPAPI_KEY to use SerpApi)'
        : `SERP provider: ${serpProvider.name}`,
    );
    // Users see only that these are not available; what to set is said here, to the operator.
    if (!config.google.clientId || !config.google.clientSecret) {
      logger.info('Google sign-in: off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to turn it on)');
    }
    if (!config.stripe.configured) logger.info('Payments: off (set STRIPE_SECRET_KEY and STRIPE_PRICE_PRO to sell plans)');
    else if (!config.stripe.priceEnterprise) logger.info('Payments: Enterprise is not sold online (set STRIPE_PRICE_ENTERPRISE to sell it)');
    logger.info(
      config.contactEmail
        ? `Contact messages: stored and e-mailed to ${config.contactEmail}${config.mail.smtpUrl ? '' : ' (SMTP_URL is not set: written to the mail log instead)'}`
        : 'Contact messages: stored only; read them with `npm run admin -- contact-messages` (set CONTACT_EMAIL to have them e-mailed)',
    );
    if (config.fetch.webhookPrivateHosts.length > 0) {
      logger.info(`Webhooks: may also reach these private hosts (WEBHOOK_ALLOW_PRIVATE_HOSTS): ${config.fetch.webhookPrivateHosts.join(', ')}`);
    }
    if (config.fetch.pagePrivateHosts.length > 0) {
      logger.info(`SEO snapshots: may also read pages on these private hosts (PAGE_FETCH_ALLOW_PRIVATE_HOSTS): ${config.fetch.pagePrivateHosts.join(', ')}`);
    }
    if (config.role === 'jobs') {
      setScrapeSources({ pool, jobSchema: DEFAULT_JOB_SCHEMA, serp: { provider: serpProvider.name, monthlyBudget: config.serp.monthlyBudget ?? null } });
      app = await buildOpsApp({
        logger,
        metricsToken: config.metrics.token,
        health: {
          pool,
          databaseKind: config.databaseUrl ? 'external' : 'embedded',
          serp: { provider: serpProvider.name, configured: serpProvider.simulated || Boolean(config.serp.serpApiKey), simulated: serpProvider.simulated },
          version: VERSION,
          readiness: { migrations: await migrationNames(), ...readiness },
        },
      });
      await app.listen({ port: config.port, host: config.host });
      logger.info(`Rank Checker is running background jobs only (PROCESS_ROLE=jobs); health checks at http://${config.host}:${config.port}/api/v1/health/ready`);
    } else {
      app = await buildApp({ config: { ...config, sessionSecret }, pool, serpProvider, logger, webRoot: config.webDistDir, readiness });
      await app.listen({ port: config.port, host: config.host });
      logger.info(`Rank Checker is running at ${config.appUrl}${config.role === 'web' ? ' (PROCESS_ROLE=web: no background jobs here)' : ''}`);
    }
    // npm start (scripts/start.mjs) starts a server that dies from now on again; one that fails before, it does not.
    process.send?.({ type: 'serving' });
    if (config.jobs.enabled) {
      // SerpApi's own figures for the account: its hourly limit sizes the request bucket when none is configured.
      const serpKey = config.serp.serpApiKey;
      const account =
        serpProvider.name === 'serpapi' && serpKey
          ? await watchSerpAccount({
              read: () => fetchSerpApiAccount({ baseUrl: config.serp.serpApiBaseUrl, apiKey: serpKey, timeoutMs: config.serp.timeoutMs }),
              // Users with schedules hear it before checks stop for lack of searches, once a month.
              onLow: async (low) => {
                const told = await warnScheduleOwnersOnce(appPool, serpProvider.name, low.renewalDate ? new Date(`${low.renewalDate}T00:00:00Z`) : null, new Date());
                if (told > 0) logger.warn({ told }, `Told ${told} account(s) with scheduled checks that they may pause soon`);
              },
              logger,
            })
          : undefined;
      accountWatch = account;
      jobs = await startJobRunner({
        databaseUrl: database.url,
        mailer: createMailer(config, logger),
        appUrl: config.appUrl,
        logger,
        webhookPrivateHosts: config.fetch.webhookPrivateHosts,
        pagePrivateHosts: config.fetch.pagePrivateHosts,
        fetchDnsServers: config.fetch.dnsServers,
        pageSpeed: config.pagespeed,
        version: VERSION,
        sessionSecret,
        scheduledChecks: {
          provider: serpProvider,
          serp: config.serp,
          userAgent: `RankChecker (+${config.appUrl})`,
          runLeaseMs: config.scheduledRunLeaseMs,
          ...(account ? { accountPerHour: account.perHour } : {}),
        },
      });
      logger.info('Background jobs: running (scheduled checks, scheduled report e-mails)');
    }

    // Expired pages are never served (reads filter by age); this only keeps the table small.
    const cachePool = pool;
    setInterval(() => {
      sweepSerpCache(cachePool, config.serp.cacheTtlSeconds).catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting expired SERP pages, links and leases failed'),
      );
      sweepUsageRows(cachePool, new Date()).catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting old guest reservations and dead in-flight checks failed'),
      );
      sweepDeadAuthRows(cachePool, new Date()).catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting expired sessions, e-mail tokens and rate-limit counters failed'),
      );
      pruneAuditLog(cachePool, new Date()).catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting activity log events older than 12 months failed'),
      );
      pruneInvitations(cachePool, new Date()).catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting invitations ended more than 30 days ago failed'),
      );
      sweepContactMessages(cachePool, new Date()).catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting contact messages older than 12 months failed'),
      );
      sweepSeoSnapshots(cachePool, new Date()).catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting old SEO snapshots and PageSpeed runs failed'),
      );
      deleteIdempotencyRecordsBefore(cachePool, new Date(Date.now() - 24 * 60 * 60_000)).catch((error: unknown) =>
        logger.warn({ err: error }, 'Deleting Idempotency-Key records older than a day failed'),
      );
      deleteApiKeyUsageBefore(cachePool, new Date(Date.now() - 60 * 60_000)).catch((error: unknown) =>
        logger.warn({ err: error }, "Deleting API keys' past minute counts failed"),
      );
    }, CACHE_SWEEP_INTERVAL_MS).unref();
  })();
  await startup.catch(async (error: unknown) => {
    logger.error({ err: error }, 'Start-up failed');
    await shutdown('start-up failed', 1);
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
