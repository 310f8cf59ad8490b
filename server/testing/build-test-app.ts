import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { SerpProvider } from '../adapters/serp/serp-provider';
import { buildApp } from '../app';
import { parseConfig, type Config } from '../config';
import { createPool, type Pool } from '../db/pool';
import { createMailer } from '../adapters/mail';
import { startJobRunner } from '../jobs/start-job-runner';
import { watchAnswerContract } from './answer-contract';
import { takeTestJobSchema } from './test-job-schemas';

const quietJobLogger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef0123456789';

export interface TestApp {
  app: FastifyInstance;
  pool: Pool;
  config: Config & { sessionSecret: string };
  /** The job schema this app queues in and its runner takes from (when it runs jobs). */
  jobSchema: string | undefined;
  /**
   * Resolves once the app's job runner has taken up every job queued so far: each one's mail is delivered or
   * its attempt has failed. What a test asserts was not sent is then truly not sent, not merely not yet sent.
   */
  jobsSettled(): Promise<void>;
  close(): Promise<void>;
}

/** Configuration as an operator would give it, pointing at this run's test database. */
export function testConfig(env: Record<string, string> = {}): Config & { sessionSecret: string } {
  return {
    ...parseConfig({
      NODE_ENV: 'test',
      DATABASE_URL: inject('databaseUrl'),
      SESSION_SECRET: TEST_SESSION_SECRET,
      // Never Baidu itself: a closed local port unless a test starts its Baidu stand-in (fake-baidu-links).
      BAIDU_LINK_BASE_URL: 'http://127.0.0.1:9',
      ...env,
    }),
    sessionSecret: TEST_SESSION_SECRET,
  };
}

/**
 * The real app against this run's migrated test database (see global-setup) with the given SERP provider.
 * `env` adds configuration variables as an operator would set them.
 */
export async function buildTestApp(options: {
  serpProvider: SerpProvider;
  env?: Record<string, string>;
  webRoot?: string;
  now?: () => Date;
  /** Run a job runner that sends the app's mail; on by default when SMTP_URL is set. */
  runJobs?: boolean;
}): Promise<TestApp> {
  const config = testConfig(options.env);
  const databaseUrl = inject('databaseUrl');
  const pool = createPool(databaseUrl, { error: () => undefined }, { max: 20 });
  // A test that reads mail (SMTP_URL set) gets a job runner that sends it, on a job schema of its own while it
  // runs: test files share one database, and another file's runner must not send this file's mail.
  const taken = (options.runJobs ?? Boolean(config.mail.smtpUrl)) ? await takeTestJobSchema(databaseUrl) : undefined;
  const jobSchema = taken?.schema;
  const jobs = jobSchema
    ? await startJobRunner({ databaseUrl, mailer: createMailer(config, quietJobLogger), appUrl: config.appUrl, logger: quietJobLogger, schema: jobSchema, pollIntervalMs: 200, webhookPrivateHosts: config.fetch.webhookPrivateHosts, pagePrivateHosts: config.fetch.pagePrivateHosts, fetchDnsServers: config.fetch.dnsServers, pageSpeed: config.pagespeed, sessionSecret: config.sessionSecret })
    : undefined;
  const app = await buildApp({
    config,
    pool,
    ...(jobSchema ? { jobSchema } : {}),
    serpProvider: options.serpProvider,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const contract = watchAnswerContract(app);
  await app.ready();
  return {
    app,
    pool,
    config,
    jobSchema,
    jobsSettled: async () => {
      if (!jobSchema) throw new Error('this test app runs no jobs (set SMTP_URL or runJobs)');
      for (let polls = 0; ; polls++) {
        const { rows } = await pool.query<{ waiting: number }>(
          `select count(*)::int as waiting from ${jobSchema}._private_jobs where attempts = 0 or locked_at is not null`,
        );
        if (rows[0]?.waiting === 0) return;
        if (polls > 300) throw new Error(`jobs in ${jobSchema} still waiting after 300 polls`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      await app.close();
      await jobs?.stop();
      await taken?.release();
      await pool.end();
      // Every server test also checks the API reference: what a route answered must be what it documents.
      if (contract.violations.size > 0) throw new Error(`Answers the OpenAPI document does not list:\n${[...contract.violations].join('\n')}`);
    },
  };
}
