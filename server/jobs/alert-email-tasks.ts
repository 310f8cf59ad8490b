import type { TaskList } from 'graphile-worker';
import type { AlertEmailDeps } from '../services/alert-emails/alert-email-deps';
import { enqueueDueDigests } from '../services/alert-emails/enqueue-due-digests';
import { sendAlertDigest } from '../services/alert-emails/send-alert-digest';
import { sendAlertEmail } from '../services/alert-emails/send-alert-email';
import {
  ENQUEUE_ALERT_DIGESTS,
  SEND_ALERT_DIGEST,
  SEND_ALERT_EMAIL,
  sendAlertDigestPayloadSchema,
  sendAlertEmailPayloadSchema,
} from './alert-email-jobs';

/**
 * The tasks of alert e-mails: one alert's e-mail, the hourly digest pass and one digest. A failed send throws
 * and graphile-worker tries again later; a malformed payload can never succeed, so it is logged and finished.
 */
export function alertEmailTaskList(deps: AlertEmailDeps & { jobSchema: string }): TaskList {
  return {
    [SEND_ALERT_EMAIL]: async (payload, helpers) => {
      const parsed = sendAlertEmailPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        helpers.logger.error(`Ignoring ${SEND_ALERT_EMAIL} job with a bad payload: ${JSON.stringify(payload)}`);
        return;
      }
      const outcome = await sendAlertEmail(deps, parsed.data.alertId);
      if (outcome !== 'sent') helpers.logger.info(`Alert e-mail ${parsed.data.alertId}: ${outcome}, nothing sent`);
    },
    [ENQUEUE_ALERT_DIGESTS]: async (_payload, helpers) => {
      const added = await enqueueDueDigests(deps.pool, deps.now(), deps.jobSchema);
      if (added > 0) helpers.logger.info(`Queued ${added} alert digest(s)`);
    },
    [SEND_ALERT_DIGEST]: async (payload, helpers) => {
      const parsed = sendAlertDigestPayloadSchema.safeParse(payload);
      if (!parsed.success) {
        helpers.logger.error(`Ignoring ${SEND_ALERT_DIGEST} job with a bad payload: ${JSON.stringify(payload)}`);
        return;
      }
      const outcome = await sendAlertDigest(deps, parsed.data.userId);
      helpers.logger.info(`Alert digest of ${parsed.data.localDate} for ${parsed.data.userId}: ${outcome}`);
    },
  };
}
