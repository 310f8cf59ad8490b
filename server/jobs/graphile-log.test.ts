import { runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../db/pool';
import { enqueueAccountMail } from './enqueue-account-mail';
import { SEND_ACCOUNT_MAIL } from './account-mail-task';
import { takeTestJobSchema } from '../testing/test-job-schemas';
import { toGraphileLogger } from './graphile-log';
import { jobsReleased } from '../services/alert-emails/alert-email-fixtures';

describe("graphile-worker's log lines", () => {
  let pool: Pool;
  let jobs: { schema: string; release(): Promise<void> };
  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 3 });
    jobs = await takeTestJobSchema(inject('databaseUrl'));
  });
  afterAll(async () => {
    await jobs.release();
    await pool.end();
  });

  it('name the job and its task, never its payload (an account e-mail with its reset link)', async () => {
    const lines: string[] = [];
    const collect = (level: string) => (obj: unknown, message: string) => lines.push(JSON.stringify({ level, message, ...(obj as object) }));
    const logger = toGraphileLogger({ error: collect('error'), warn: collect('warn'), info: collect('info'), debug: collect('debug') }, 'account-mail');
    const link = 'https://ranks.example.org/reset-password?token=SECRET-RESET-TOKEN';
    const mail = { to: 'ann@example.com', subject: 'Reset your password', html: `<a href="${link}">Reset</a>`, text: link, links: [link] };
    await enqueueAccountMail(pool, mail, jobs.schema);
    await enqueueAccountMail(pool, { ...mail, subject: 'fails' }, jobs.schema);
    await runOnce({
      pgPool: pool,
      schema: jobs.schema,
      logger,
      taskList: {
        [SEND_ACCOUNT_MAIL]: async (payload) => {
          if ((payload as { subject: string }).subject === 'fails') throw new Error('SMTP said no');
        },
      },
    });
    await jobsReleased(pool, jobs.schema);

    const completed = lines.find((line) => line.includes('Completed task'));
    const failed = lines.find((line) => line.includes('Failed task'));
    expect(JSON.parse(completed ?? '{}')).toMatchObject({ queue: 'account-mail', job: { task: SEND_ACCOUNT_MAIL, attempts: 1 } });
    expect(JSON.parse(failed ?? '{}')).toMatchObject({ level: 'error', message: expect.stringContaining('SMTP said no'), job: { task: SEND_ACCOUNT_MAIL } });
    expect(lines.join('\n')).not.toMatch(/SECRET-RESET-TOKEN|ann@example\.com/u);
    await pool.query(`delete from ${jobs.schema}._private_jobs`);
  });
});
