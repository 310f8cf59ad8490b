import { z } from 'zod';

/** graphile-worker task that makes one attempt at one webhook message. */
export const DELIVER_WEBHOOK = 'deliver_webhook';

/**
 * graphile-worker's own tries of one attempt job. They only matter when the job itself fails (the database
 * went away mid-way); a failed HTTP attempt is recorded and the next one queued on our schedule instead.
 */
export const DELIVER_WEBHOOK_JOB_ATTEMPTS = 5;

export const deliverWebhookPayloadSchema = z.object({
  deliveryId: z.number().int().positive(),
  /** Which attempt this job makes (1 for the first); a job for an attempt already made does nothing. */
  attempt: z.number().int().positive(),
});

export type DeliverWebhookPayload = z.infer<typeof deliverWebhookPayloadSchema>;
