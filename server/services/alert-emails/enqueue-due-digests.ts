import { userTimeZone } from '../../../core/plans/local-day';
import { withTransaction, type Pool } from '../../db/pool';
import { deleteSentAlertEmails } from '../../db/queries/alert-emails';
import { claimAlertDigest, deleteOldAlertDigests, selectDigestCandidates } from '../../db/queries/alert-email-digests';
import { addJob } from '../../db/queries/jobs';
import { ALERT_EMAIL_ATTEMPTS, alertDigestJobKey, SEND_ALERT_DIGEST, type SendAlertDigestPayload } from '../../jobs/alert-email-jobs';
import { digestSlotAt } from './digest-schedule';

const DAY_MS = 86_400_000;
/** Sent alerts are kept this long (what went out, for support questions), then deleted. */
const SENT_ALERT_RETENTION_MS = 30 * DAY_MS;
/** Long past any local day still in progress somewhere (zones span UTC-12 to UTC+14). */
const DIGEST_CLAIM_RETENTION_MS = 3 * DAY_MS;

/**
 * The hourly pass: for every user in digest mode with unsent alerts whose digest hour it is at `now` in their
 * zone, claims that local day's digest (alert_email_digests) and queues its job, in one transaction. The claim
 * makes a second pass, a second worker or a re-run the same day queue nothing, also after the first job has
 * finished and its key is free again. Returns how many digests were queued.
 */
export async function enqueueDueDigests(pool: Pool, now: Date, jobSchema: string): Promise<number> {
  const candidates = await selectDigestCandidates(pool);
  const due = candidates.flatMap((candidate) => {
    // A zone this runtime does not know (never stored by the app, which checks it) reads as UTC.
    const timeZone = userTimeZone(candidate.time_zone);
    const slot = digestSlotAt(now, timeZone, candidate.digest_hour);
    return slot ? [{ userId: candidate.user_id, localDate: slot.localDate }] : [];
  });
  const added = await withTransaction(pool, async (client) => {
    let queued = 0;
    for (const { userId, localDate } of due) {
      if (!(await claimAlertDigest(client, userId, localDate, now))) continue;
      const payload: SendAlertDigestPayload = { userId, localDate };
      await addJob(client, jobSchema, SEND_ALERT_DIGEST, payload, { jobKey: alertDigestJobKey(userId, localDate), maxAttempts: ALERT_EMAIL_ATTEMPTS });
      queued += 1;
    }
    return queued;
  });
  await deleteSentAlertEmails(pool, new Date(now.getTime() - SENT_ALERT_RETENTION_MS));
  await deleteOldAlertDigests(pool, new Date(now.getTime() - DIGEST_CLAIM_RETENTION_MS));
  return added;
}
