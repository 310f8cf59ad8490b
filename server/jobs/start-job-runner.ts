import { jobsFinished } from '../metrics/metrics';
import { EventEmitter } from 'node:events';
import { run, type TaskList, type WorkerEvents } from 'graphile-worker';
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
import { toGraphileLogger, type JobLogger } from './graphile-log';
import { startJobHousekeeping } from './job-housekeeping';
import { jobPoolSize, splitByLane } from './job-lanes';
import { superviseRunner, type SupervisedRunner } from './supervise-runner';

export type JobRunnerLogger = JobLogger;

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
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS; none -> webhooks reach public addresses only. */
  webhookPrivateHosts?: readonly string[];
  /** PAGE_FETCH_ALLOW_PRIVATE_HOSTS; none -> snapshots read pages on public addresses only. */
  pagePrivateHosts?: readonly string[];
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
  /** Whether every lane's runner is up now: readiness of a process that runs jobs. */
  running(): boolean;
}

/** Every five minutes: a report due at 08:00 goes out by 08:05 at the latest. */
const CRONTAB = `*/5 * * * * ${ENQUEUE_DUE_REPORTS}`;

/**
 * The runner's own pool (createPool: every client handles its errors, so a connection dropped under
 * graphile-worker's LISTEN client cannot crash the process).
 */
export function createJobPool(databaseUrl: string, logger: Pick<JobRunnerLogger, 'error'>): Pool {
  return createPool(databaseUrl, logger, { max: jobPoolSize() });
}

/** Every task this process can run, with what each needs. */
function taskListFor(options: JobRunnerOptions, pool: Pool, jobSchema: string): TaskList {
  const now = options.now ?? (() => new Date());
  const dnsServers = options.fetchDnsServers ?? [];
  const pageSpeedOn = options.pageSpeed !== undefined && isPageSpeedConfigured(options.pageSpeed);
  return {
    ...reportTaskList({ pool, mailer: options.mailer, appUrl: options.appUrl, now }),
    [SEND_ACCOUNT_MAIL]: accountMailTask(options.mailer),
    [SEND_CONTACT_MAIL]: contactMailTask({ db: pool, mailer: options.mailer, now }),
    [DELIVER_WEBHOOK]: webhookTask({
      pool,
      safeFetch: createSafeFetch({
        allowPrivateHosts: options.webhookPrivateHosts ?? [],
        userAgent: webhookUserAgent(options.appUrl),
        resolve: resolverFor(dnsServers),
      }),
      userAgent: webhookUserAgent(options.appUrl),
      jobSchema,
      now,
    }),
    ...alertEmailTaskList({ pool, mailer: options.mailer, appUrl: options.appUrl, tokens: createUnsubscribeTokens(options.sessionSecret), now, jobSchema }),
    ...seoSnapshotTaskList({
      snapshots: {
        pool,
        pageFetch: createPageFetch({ allowPrivateHosts: options.pagePrivateHosts ?? [], dnsServers, userAgent: pageUserAgent(options.appUrl, options.version ?? 'dev') }),
        pageSpeedConfigured: pageSpeedOn,
        jobSchema,
        now,
      },
      pageSpeed: pageSpeedOn && options.pageSpeed ? { db: pool, client: createPageSpeedClient(options.pageSpeed), now, logger: options.logger } : null,
    }),
    ...(options.scheduledChecks
      ? scheduledCheckTaskList({ pool, jobSchema, logger: options.logger, now, options: options.scheduledChecks })
      : {}),
  };
}

/**
 * Starts graphile-worker in this process: one runner per lane (job-lanes: account mail, webhooks, scheduled
 * checks, the rest), all on one pool of their own whose clients handle their errors, each kept going by
 * superviseRunner when a database outage stops it. Jobs that dead workers left locked are released first
 * (job-housekeeping). Signals are left to main.ts, which stops the runners before the app's pool and the database.
 */
/** Counts each attempt's end for the metrics: done, or an error (every failed attempt), and a job failed for good. */
function countFinishedJobs(events: WorkerEvents): void {
  events.on('job:success', ({ job }) => jobsFinished.inc({ task: job.task_identifier, outcome: 'success' }));
  events.on('job:error', ({ job }) => jobsFinished.inc({ task: job.task_identifier, outcome: 'error' }));
  events.on('job:failed', ({ job }) => jobsFinished.inc({ task: job.task_identifier, outcome: 'failed' }));
}

export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const pool = createJobPool(options.databaseUrl, options.logger);
  const jobSchema = options.schema ?? DEFAULT_JOB_SCHEMA;
  const crontab = `${CRONTAB}\n${ALERT_DIGEST_CRONTAB_LINE}${options.scheduledChecks ? `\n${SCHEDULED_CHECKS_CRONTAB_LINE}` : ''}`;
  const runners: SupervisedRunner[] = [];
  let housekeeping;
  try {
    housekeeping = await startJobHousekeeping({ pool, jobSchema, logger: options.logger });
    const tracker = housekeeping;
    for (const { lane, taskList } of splitByLane(taskListFor(options, pool, jobSchema))) {
      const start = () => {
        const events: WorkerEvents = new EventEmitter();
        tracker.track(events);
        countFinishedJobs(events);
        return run({
          pgPool: pool,
          schema: jobSchema,
          concurrency: lane.concurrency,
          noHandleSignals: true,
          pollInterval: options.pollIntervalMs ?? 5_000,
          logger: toGraphileLogger(options.logger, lane.name),
          events,
          // Recording a job's end through graphile-worker's batcher (0 ms: no waiting for others to join) puts a
          // failure to record it (the database just went away) in graphile-worker's own error handling, which stops
          // the runner for superviseRunner to start again. Unbatched (the default), that failure is a promise
          // nobody awaits: an unhandled rejection, and the runner goes on as if the job had ended.
          preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
          taskList,
          ...(lane.crontab ? { crontab } : {}),
        });
      };
      runners.push(await superviseRunner({ name: lane.name, start, logger: options.logger }));
    }
  } catch (error) {
    await Promise.allSettled(runners.map((runner) => runner.stop()));
    await housekeeping?.stop();
    await pool.end();
    throw error;
  }
  const started = housekeeping;
  return {
    running: () => runners.every((runner) => runner.running()),
    async stop() {
      await Promise.all(runners.map((runner) => runner.stop()));
      await started.stop();
      await pool.end();
    },
  };
}
