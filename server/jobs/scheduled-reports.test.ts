import { randomBytes } from 'node:crypto';
import { Logger, runMigrations, runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer';
import type { Mailer, MailMessage } from '../adapters/mail';
import { withTransaction, type Pool as DbPool } from '../db/pool';
import { selectDeliveries } from '../db/queries/report-deliveries';
import {
  lockDueReportSchedules,
  upsertReportSchedule,
  type ReportScheduleRow,
  type ScheduleConfirmation,
} from '../db/queries/report-schedules';
import { upsertUserPlan, type UserPlanFields } from '../db/queries/user-plans';
import { listReportSchedules } from '../services/reports/report-schedules';
import { unsubscribeRecipient } from '../services/reports/report-email-links';
import { sendScheduledReport, type ScheduledReportDeps } from '../services/reports/send-scheduled-report';
import { saveCheck } from '../testing/history-rows';
import { insertSchedule } from '../services/schedules/runner-test-fixtures';
import { insertVerifiedUser } from '../testing/sign-in';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { readPdfText } from '../testing/read-pdf-text';
import { enqueueDueReports, sendJobKey } from './enqueue-due-reports';
import { reportTaskList } from './report-tasks';
import { createJobPool } from './start-job-runner';

// Monday 3 March 2025, two minutes after the 08:00 UTC slot. Dates far from other test files' schedules, which
// share this database, so the due scan here finds only this file's.
const SLOT = new Date('2025-03-03T08:00:00Z');
const NOW = new Date('2025-03-03T08:02:00Z');
const quietWorker = new Logger(() => () => undefined);
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

describe('scheduled report e-mails (graphile-worker tasks)', () => {
  let pool: DbPool;
  let smtp: SmtpCatcher;
  let mailer: Mailer;
  let deps: ScheduledReportDeps;

  beforeAll(async () => {
    pool = createJobPool(inject('databaseUrl'), silent);
    await runMigrations({ pgPool: pool, logger: quietWorker });
    smtp = await startSmtpCatcher();
    mailer = createSmtpMailer({ url: smtp.url, from: 'Rank Checker <reports@example.org>' });
    deps = { pool, mailer, appUrl: 'https://ranks.example.org', now: () => NOW };
  });
  afterAll(async () => {
    await mailer.close();
    await smtp.close();
    await pool.end();
  });

  const confirmed: ScheduleConfirmation = { confirmedAt: NOW, tokenHash: null, expiresAt: null, sentAt: null };
  const unconfirmed: ScheduleConfirmation = { confirmedAt: null, tokenHash: null, expiresAt: null, sentAt: null };
  async function scheduleFor(plan: UserPlanFields | null, nextRunAt = SLOT, confirmation = confirmed) {
    const site = `sched-${randomBytes(4).toString('hex')}.com`;
    const user = await insertVerifiedUser(pool);
    if (plan) await upsertUserPlan(pool, user.userId, plan, NOW);
    const email = `client-${randomBytes(4).toString('hex')}@example.org`;
    const schedule = await upsertReportSchedule(pool, { userId: user.userId, site, tag: null, frequency: 'weekly', email, nextRunAt, confirmation, now: NOW });
    return { user, email, site, schedule };
  }
  const pro = { planType: 'pro', subscriptionStatus: 'active' } as const;
  const row = async (id: string) =>
    (await pool.query<ReportScheduleRow>('select * from report_schedules where id = $1', [id])).rows[0];
  const jobsFor = async (id: string) =>
    (await pool.query<{ key: string }>(`select key from graphile_worker.jobs where key like $1`, [`report-schedule:${id}:%`])).rows;

  const unsubscribeToken = (links: readonly string[]) => {
    const link = links.find((url) => url.startsWith('https://ranks.example.org/report-email/unsubscribe?token='));
    return new URL(link ?? 'https://x.invalid/').searchParams.get('token') ?? '';
  };

  it('a due schedule gets one job per slot; the job e-mails the PDF of the week before and moves to the next Monday', async () => {
    const due = await scheduleFor(pro);
    const lapsed = await scheduleFor(null);
    const waiting = await scheduleFor(pro, SLOT, unconfirmed);
    const later = await scheduleFor(pro, new Date('2025-03-10T08:00:00Z'));
    // Checks in the week before the slot (24 Feb..2 Mar) and one outside it.
    await saveCheck(pool, due.user.userId, { websiteUrl: due.site, keyword: 'blue widgets', rankPosition: 9, checkedAt: new Date('2025-02-25T10:00:00Z') });
    await saveCheck(pool, due.user.userId, { websiteUrl: due.site, keyword: 'blue widgets', rankPosition: 4, checkedAt: new Date('2025-03-02T10:00:00Z') });
    await saveCheck(pool, due.user.userId, { websiteUrl: due.site, keyword: 'red widgets', rankPosition: 2, checkedAt: new Date('2025-03-03T07:00:00Z') });

    // Two cron passes (or two workers) in the same slot: still one job.
    await enqueueDueReports(pool, NOW);
    await enqueueDueReports(pool, NOW);
    expect(await jobsFor(due.schedule.id)).toEqual([{ key: sendJobKey(due.schedule.id, SLOT) }]);
    expect(await jobsFor(lapsed.schedule.id)).toEqual([]);
    expect(await jobsFor(waiting.schedule.id)).toEqual([]);
    expect(await jobsFor(later.schedule.id)).toEqual([]);

    await runOnce({ pgPool: pool, taskList: reportTaskList(deps), logger: quietWorker });
    expect(await jobsFor(due.schedule.id)).toEqual([]);

    const mails = smtp.mailsTo(due.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(`Your weekly rank report for ${due.site} (24 Feb 2025 to 2 Mar 2025)`);
    expect(mail?.text).toContain('1 keywords tracked over 2 checks');
    expect(mail?.text).not.toMatch(/simulated/i);
    expect(mail?.links).toContain(`https://ranks.example.org/reports?site=${encodeURIComponent(due.site)}`);
    expect(mail?.text).toMatch(/Stop these e-mails \(one click, no sign-in\): https:\/\/ranks\.example\.org\/report-email\/unsubscribe\?token=[\w-]{43}/);
    expect(mail?.attachments).toHaveLength(1);
    const pdf = mail?.attachments[0];
    expect(pdf).toMatchObject({ filename: `rank-report-${due.site}-2025-02-24-to-2025-03-02.pdf`, contentType: 'application/pdf' });
    const text = (await readPdfText(pdf?.content ?? Buffer.alloc(0))).pages.join(' ');
    expect(text).toContain(due.site);
    expect(text).toContain('blue widgets');
    expect(text).not.toContain('red widgets');

    expect(await row(due.schedule.id)).toMatchObject({ last_sent_at: NOW, next_run_at: new Date('2025-03-10T08:00:00Z') });
    expect(await selectDeliveries(pool, due.schedule.id)).toEqual([
      { schedule_id: due.schedule.id, slot: SLOT, claimed_at: NOW, sent_at: NOW, failed_at: null, error: null },
    ]);
    // Nothing more is due for it in this slot: another pass adds nothing, a stale job sends nothing.
    await enqueueDueReports(pool, NOW);
    expect(await jobsFor(due.schedule.id)).toEqual([]);
    expect(await sendScheduledReport(deps, due.schedule.id, SLOT)).toBe('not-due');
    expect(smtp.mailsTo(due.email)).toHaveLength(1);
    expect(smtp.mailsTo(waiting.email)).toHaveLength(0);
  });

  it("the unsubscribe link of a report stops that schedule: the next Monday's pass finds nothing due", async () => {
    const due = await scheduleFor(pro);
    expect(await sendScheduledReport(deps, due.schedule.id, SLOT)).toBe('sent');
    const [mail] = smtp.mailsTo(due.email);
    const stopped = await unsubscribeRecipient(pool, unsubscribeToken(mail?.links ?? []), NOW);
    expect(stopped).toMatchObject({ site: due.site, email: due.email, status: 'unsubscribed' });

    const nextMonday = new Date('2025-03-10T08:02:00Z');
    await enqueueDueReports(pool, nextMonday);
    expect(await jobsFor(due.schedule.id)).toEqual([]);
    // A job queued before the click finds it stopped too.
    expect(await sendScheduledReport({ ...deps, now: () => nextMonday }, due.schedule.id, new Date('2025-03-10T08:00:00Z'))).toBe('stopped');
    expect(smtp.mailsTo(due.email)).toHaveLength(1);
  });

  it('the due scan never picks (or locks) schedules that may not send, so they cannot crowd out those that may', async () => {
    const sendable = await scheduleFor(pro);
    const free = await scheduleFor(null);
    const canceled = await scheduleFor({ planType: 'pro', subscriptionStatus: 'canceled' });
    const trial = await scheduleFor({ planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2025-03-05T00:00:00Z'), trialUsedAt: NOW });
    const waiting = await scheduleFor(pro, SLOT, unconfirmed);
    const unsubscribed = await scheduleFor(pro);
    await pool.query('update report_schedules set unsubscribed_at = $2 where id = $1', [unsubscribed.schedule.id, NOW]);

    const mine = [sendable, free, canceled, trial, waiting, unsubscribed].map((item) => item.schedule.id);
    const picked = await withTransaction(pool, async (client) => {
      const rows = await lockDueReportSchedules(client, NOW, 10_000, ['pro', 'enterprise']);
      return rows.map((item) => item.id).filter((id) => mine.includes(id));
    });
    expect(picked).toEqual([sendable.schedule.id]);
  });

  it('a report with simulated checks says so in the e-mail and on the attached PDF', async () => {
    const due = await scheduleFor(pro);
    const save = (rankPosition: number, at: string, source: string, device = 'desktop') =>
      saveCheck(pool, due.user.userId, { websiteUrl: due.site, keyword: 'blue widgets', rankPosition, checkedAt: new Date(at), source, device });
    await save(9, '2025-02-25T10:00:00Z', 'serpapi');
    await save(4, '2025-03-02T10:00:00Z', 'serpapi');
    await save(6, '2025-03-01T10:00:00Z', 'demo', 'mobile');
    expect(await sendScheduledReport(deps, due.schedule.id, SLOT)).toBe('sent');

    const [mail] = smtp.mailsTo(due.email);
    expect(mail?.text).toContain('2 keywords tracked over 3 checks');
    expect(mail?.text).toContain(
      'Simulated results: 1 of the 3 checks in this report came from the built-in simulated search engine, not from a real search engine.',
    );
    const text = (await readPdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).pages.join(' ');
    expect(text).toContain('Simulated results 1 of the 3 checks in this report came from the built-in simulated search engine');
    expect(text).toContain('blue widgets Google United States 2 9 4 4 +5');
    expect(text).toContain('blue widgets (simulated) Google Mobile United States 1 6 6 6 0');
  });

  it('two jobs for the same slot at once send one e-mail', async () => {
    const due = await scheduleFor({ planType: 'enterprise', subscriptionStatus: 'active' });
    const outcomes = await Promise.all([
      sendScheduledReport(deps, due.schedule.id, SLOT),
      sendScheduledReport(deps, due.schedule.id, SLOT),
    ]);
    expect(outcomes.sort()).toEqual(['not-due', 'sent']);
    expect(smtp.mailsTo(due.email)).toHaveLength(1);
  });

  it('an owner whose plan lost scheduled reports is skipped at send time and the schedule left as it was', async () => {
    const lapsed = await scheduleFor(pro);
    await upsertUserPlan(pool, lapsed.user.userId, { planType: 'free', subscriptionStatus: 'canceled' }, NOW);
    expect(await sendScheduledReport(deps, lapsed.schedule.id, SLOT)).toBe('restricted');
    expect(await row(lapsed.schedule.id)).toMatchObject({ last_sent_at: null, next_run_at: SLOT });
    expect(smtp.mailsTo(lapsed.email)).toHaveLength(0);
  });

  it('a recipient who has not confirmed gets nothing, even from a job queued for the slot', async () => {
    const waiting = await scheduleFor(pro, SLOT, unconfirmed);
    expect(await sendScheduledReport(deps, waiting.schedule.id, SLOT)).toBe('stopped');
    expect(smtp.mailsTo(waiting.email)).toHaveLength(0);
  });

  it("a schedule limited to a tag e-mails the report of that tag's keywords only, and says so", async () => {
    const whole = await scheduleFor(pro);
    const { user, site } = whole;
    const email = `team-${randomBytes(4).toString('hex')}@example.org`;
    const tagged = await upsertReportSchedule(pool, { userId: user.userId, site, tag: 'shop', frequency: 'weekly', email, nextRunAt: SLOT, confirmation: confirmed, now: NOW });
    // One schedule per site and tag: the whole site's and the tag's live side by side.
    expect(tagged.id).not.toBe(whole.schedule.id);
    for (const keyword of ['blue widgets', 'green widgets']) {
      const id = await insertSchedule(pool, { userId: user.userId, websiteUrl: site, keyword, nextCheckAt: SLOT, createdAt: NOW });
      if (keyword === 'blue widgets') await pool.query(`update scheduled_checks set tags = '{shop}' where id = $1`, [id]);
      await saveCheck(pool, user.userId, { websiteUrl: site, keyword, rankPosition: 5, checkedAt: new Date('2025-02-26T10:00:00Z') });
    }

    expect(await sendScheduledReport(deps, tagged.id, SLOT)).toBe('sent');
    const [mail] = smtp.mailsTo(email);
    expect(mail?.subject).toBe(`Your weekly rank report for ${site}, keywords tagged “shop” (24 Feb 2025 to 2 Mar 2025)`);
    expect(mail?.text).toContain('1 keywords tracked over 1 checks');
    expect(mail?.links).toContain(`https://ranks.example.org/reports?site=${encodeURIComponent(site)}&tag=shop`);
    const text = (await readPdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).pages.join(' ');
    expect(text).toContain('Keywords tagged “shop”');
    expect(text).toContain('blue widgets');
    expect(text).not.toContain('green widgets');

    expect(await sendScheduledReport(deps, whole.schedule.id, SLOT)).toBe('sent');
    const [all] = smtp.mailsTo(whole.email);
    expect(all?.subject).toBe(`Your weekly rank report for ${site} (24 Feb 2025 to 2 Mar 2025)`);
    expect(all?.text).toContain('2 keywords tracked over 2 checks');
  });

  it('a schedule changed or deleted after its job was queued sends nothing', async () => {
    const changed = await scheduleFor(pro);
    const moved = { userId: changed.user.userId, site: changed.site, tag: null, email: changed.email, confirmation: confirmed, now: NOW };
    await upsertReportSchedule(pool, { ...moved, frequency: 'monthly', nextRunAt: new Date('2025-04-01T08:00:00Z') });
    expect(await sendScheduledReport(deps, changed.schedule.id, SLOT)).toBe('not-due');
    expect(await sendScheduledReport(deps, '00000000-0000-4000-8000-000000000000', SLOT)).toBe('missing');
    expect(smtp.mailsTo(changed.email)).toHaveLength(0);
  });

  it('a slot days old (the plan came back after a pause) is not sent late: the schedule moves to its next run', async () => {
    const paused = await scheduleFor(pro, new Date('2025-02-03T08:00:00Z'));
    expect(await sendScheduledReport(deps, paused.schedule.id, new Date('2025-02-03T08:00:00Z'))).toBe('skipped');
    expect(await row(paused.schedule.id)).toMatchObject({ last_sent_at: null, next_run_at: new Date('2025-03-10T08:00:00Z') });
    expect(smtp.mailsTo(paused.email)).toHaveLength(0);
  });

  // At most once: the slot is claimed and committed before SMTP, so no failure after that can lead to a second
  // e-mail for the slot (see send-scheduled-report.ts).
  it('SMTP failing once loses that slot instead of risking a duplicate: the retried job sends nothing, the owner sees the failure', async () => {
    const due = await scheduleFor(pro);
    // Nothing listens on port 1: the connection is refused, as with a mail server that is down.
    const unreachable = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'reports@example.org', timeoutMs: 2_000 });
    expect(await sendScheduledReport({ ...deps, mailer: unreachable }, due.schedule.id, SLOT)).toBe('failed');
    expect(await row(due.schedule.id)).toMatchObject({ last_sent_at: null, next_run_at: new Date('2025-03-10T08:00:00Z') });
    const [delivery] = await selectDeliveries(pool, due.schedule.id);
    expect(delivery).toMatchObject({ slot: SLOT, claimed_at: NOW, sent_at: null, failed_at: NOW });
    expect(delivery?.error).toMatch(/ECONNREFUSED|connect/i);

    // graphile-worker's retry (or a second job for the slot) with a working server: still nothing.
    expect(await sendScheduledReport(deps, due.schedule.id, SLOT)).toBe('not-due');
    expect(smtp.mailsTo(due.email)).toHaveLength(0);
    const listed = await listReportSchedules(pool, due.user.userId, NOW);
    expect(listed.items).toEqual([expect.objectContaining({ id: due.schedule.id, lastFailedAt: NOW.toISOString(), lastSentAt: null })]);
  });

  it('the claim is committed before SMTP is called: a crash during the send can never lead to a second e-mail', async () => {
    const due = await scheduleFor(pro);
    let seenFromOutside: ReportScheduleRow | undefined;
    let claimsSeen = 0;
    // Stands in for the process dying while the mail server has the message: it looks at the database from
    // another connection at that moment, then the send never completes.
    const crashing: Mailer = {
      kind: 'smtp',
      async send(_message: MailMessage) {
        seenFromOutside = await row(due.schedule.id);
        claimsSeen = (await selectDeliveries(pool, due.schedule.id)).length;
        throw new Error('process killed during SMTP');
      },
      async close() {},
    };
    await sendScheduledReport({ ...deps, mailer: crashing }, due.schedule.id, SLOT);
    expect(seenFromOutside?.next_run_at).toEqual(new Date('2025-03-10T08:00:00Z'));
    expect(claimsSeen).toBe(1);

    // After the restart: another pass and the job's retry both find the slot done.
    await enqueueDueReports(pool, NOW);
    expect(await jobsFor(due.schedule.id)).toEqual([]);
    expect(await sendScheduledReport(deps, due.schedule.id, SLOT)).toBe('not-due');
    expect(smtp.mailsTo(due.email)).toHaveLength(0);
  });
});
