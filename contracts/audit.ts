import { z } from 'zod';

/** GET /api/v1/me/audit-log: what was done in the account, newest first, kept 12 months. */
export const auditLogQuerySchema = z.object({
  before: z.string().regex(/^\d{1,19}$/, 'an event id').optional().describe('The last event id of the previous page.'),
});

export const auditLogSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      /** The e-mail of who did it, as it was then. */
      actor: z.string(),
      /** e.g. api_key.created, report.shared. */
      action: z.string(),
      /** The action in words: "Created an API key". */
      label: z.string(),
      /** What it was done to, in words. */
      subject: z.string(),
    }),
  ),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.string().nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
