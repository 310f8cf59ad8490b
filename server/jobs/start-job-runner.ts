import { Logger, run, type LogFunctionFactory, type Runner } from 'graphile-worker';
import type { Mailer } from '../adapters/mail';
import { createPool, type Pool } from '../db/pool';
import { accountMailTask, SEND_ACCOUNT_MAIL } from './account-mail-task';
import { contactMailTask, SEND_CONTACT_MAIL } from './contact-mail-task';
import { ENQUEUE_DUE_REPORTS } from './enqueue-due-reports';
import { DEFAULT_JOB_SCHEMA } from '../db/queries/jobs';
import { reportTaskList } from './report-tasks';
import { DELIVER_WEBHOOK, webhookTask } from './webhook-task';
import { createSafeFetch } from '../http/safe-fetch/safe-fetch';
import { webhookUserAgent } from '../services/webhooks/sign-webhook';
import { ALERT_DIGEST_CRONTAB_LINE } from './alert-email-jobs';
import { alertEmailTaskList } from './alert-email-tasks';
import { createUnsubscribeTokens } from '../services/alert-emails/unsubscribe-token';
import { SCHEDULED_CHECKS_CRONTAB_LINE } from './scheduled-check-jobs';
import { scheduledCheckTaskList, type ScheduledCheckJobOptions } from './scheduled-check-tasks';
import { seoSnapshotTaskList } from './seo-snapshot-tasks';
import { createPageSpeedClient, isPageSpeedConfigured } from '../adapters/pagespeed';
import { resolverFor } from '../http/safe-fetch/name-servers';
import { createPageFetch, pageUserAgent } from '../services/seo-snapshot/page-fetch';

export interface JobRunnerLogger {
  error(obj: unknown, message: string): void;
  warn(obj: unknown, message: string): void;
  info(obj: unknown, message: string): void;
  debug(obj: unknown, message: string): void;
}

export interface JobRunnerOptions {
  databaseUrl: string;
  mailer: Mailer;
  appUrl: string;
  logger: JobRunnerLogger;
  now?: () => Date;
  /** graphile-worker's schema; tests give each app its own so one file's jobs never run in another's runner. */
  schema?: string;
  /** Every few seconds by default; tests poll faster than LISTEN/NOTIFY can miss. */
  pollIntervalMs?: number;
  /** FETCH_ALLOW_PRIVATE_HOSTS, for webhooks and pages; none -> they reach public addresses only. */
  fetchAllowPrivateHosts?: readonly string[];
  /** FETCH_DNS_SERVERS; none -> the system's resolver. */
  fetchDnsServers?: readonly string[];
  /** PageSpeed Insights settings; PageSpeed runs fail as unavailable when it is not set up. */
  pageSpeed?: { apiKey: string | undefined; baseUrl: string };
  /** The app's version, named in the User-Agent pages are read with. */
  version?: string;
  /** SESSION_SECRET, which signs the unsubscribe links of rank alert e-mails. */
  sessionSecret: string;
  /** The SERP provider and its settings: with them this runner dispatches and runs scheduled checks. */
  scheduledChecks?: ScheduledCheckJobOptions;
}

export interface JobRunner {
  /** Stops taking jobs, waits for running ones, then closes the runner's pool. */
  stop(): Promise<void>;
}

/** Every five minutes: a report due at 08:00 goes out by 08:05 at the latest. */
const CRONTAB = `*/5 * * * * ${ENQUEUE_DUE_REPORTS}`;

/** graphile-worker's log lines into the app's logger. */
function toGraphileLogger(logger: JobRunnerLogger): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message, meta) => {
    const context = { scope, ...meta };
    if (level === 'error') logger.error(context, message);
    else if (level === 'warning') logger.warn(context, message);
    else if (level === 'info') logger.info(context, message);
    else logger.debug(context, message);
  };
  return new Logger(factory);
}

/**
 * The runner's own pool. Besides the pool's 'error' listener, every client gets one while it is checked out
 * (graphile-worker holds clients for LISTEN): a connection dropped under it must not crash the process.
 */
export function createJobPool(databaseUrl: string, logger: Pick<JobRunnerLogger, 'error'>): Pool {
  const pool = createPool(databaseUrl, logger, { max: 5 });
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.error({ err: error }, 'PostgreSQL client error (background jobs)'));
  });
  return pool;
}

/**
 * Starts graphile-worker in this process on its own pool (with an 'error' listener, so a database stop cannot
 * crash the process through an idle client). Signals are left to main.ts, which stops the runner before the
 * app's pool and the database.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const pool = createJobPool(options.databaseUrl, options.logger);
  const now = options.now ?? (() => new Date());
  const jobSchema = options.schema ?? DEFAULT_JOB_SCHEMA;
  const fetchOptions = { allowPrivateHosts: options.fetchAllowPrivateHosts ?? [], dnsServers: options.fetchDnsServers ?? [] };
  const pageSpeedOn = options.pageSpeed !== undefined && isPageSpeedConfigured(options.pageSpeed);
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      schema: options.schema ?? DEFAULT_JOB_SCHEMA,
      // Jobs wait on the network (mail, webhooks, SERP pages, PageSpeed's 10-60 s), not the CPU: a PageSpeed run
      // must not hold back scheduled checks and mail for a minute.
      concurrency: 4,
      noHandleSignals: true,
      pollInterval: options.pollIntervalMs ?? 5_000,
      logger: toGraphileLogger(options.logger),
      taskList: {
        ...reportTaskList({ pool, mailer: options.mailer, appUrl: options.appUrl, now: options.now ?? (() => new Date()) }),
        [SEND_ACCOUNT_MAIL]: accountMailTask(options.mailer),
        [SEND_CONTACT_MAIL]: contactMailTask({ db: pool, mailer: options.mailer, now: options.now ?? (() => new Date()) }),
        [DELIVER_WEBHOOK]: webhookTask({
          pool,
          safeFetch: createSafeFetch({
            allowPrivateHosts: fetchOptions.allowPrivateHosts,
            userAgent: webhookUserAgent(options.appUrl),
            resolve: resolverFor(fetchOptions.dnsServers),
          }),
          userAgent: webhookUserAgent(options.appUrl),
          jobSchema: options.schema ?? DEFAULT_JOB_SCHEMA,
          now: options.now ?? (() => new Date()),
        }),
        ...alertEmailTaskList({
          pool,
          mailer: options.mailer,
          appUrl: options.appUrl,
          tokens: createUnsubscribeTokens(options.sessionSecret),
          now: options.now ?? (() => new Date()),
          jobSchema: options.schema ?? DEFAULT_JOB_SCHEMA,
        }),
        ...seoSnapshotTaskList({
          snapshots: {
            pool,
            pageFetch: createPageFetch({ ...fetchOptions, userAgent: pageUserAgent(options.appUrl, options.version ?? 'dev') }),
            pageSpeedConfigured: pageSpeedOn,
            jobSchema,
            now,
          },
          pageSpeed: pageSpeedOn && options.pageSpeed ? { db: pool, client: createPageSpeedClient(options.pageSpeed), now, logger: options.logger } : null,
        }),
        ...(options.scheduledChecks
          ? scheduledCheckTaskList({
              pool,
              jobSchema: options.schema ?? DEFAULT_JOB_SCHEMA,
              logger: options.logger,
              now: options.now ?? (() => new Date()),
              options: options.scheduledChecks,
            })
          : {}),
      },
      crontab: `${CRONTAB}\n${ALERT_DIGEST_CRONTAB_LINE}${options.scheduledChecks ? `\n${SCHEDULED_CHECKS_CRONTAB_LINE}` : ''}`,
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}
