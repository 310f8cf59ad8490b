import { z } from 'zod';

/** Endpoints one account may have. */
export const MAX_WEBHOOK_ENDPOINTS = 5;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** The newest messages GET /api/v1/me/webhooks/{id}/deliveries lists. */
export const WEBHOOK_DELIVERIES_LISTED = 50;

/**
 * The events an endpoint can subscribe to (payloads: server/services/webhooks/README.md). A new endpoint gets
 * them all unless it asks for fewer; endpoints made before check events existed keep only alert.fired.
 */
export const WEBHOOK_EVENT_TYPES = ['check.completed', 'rank.changed', 'alert.fired', 'schedule.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Each type once, in the order of WEBHOOK_EVENT_TYPES, whatever order they were sent in. */
const canonicalEvents = (events: readonly WebhookEventType[]): WebhookEventType[] => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));

export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform(canonicalEvents);

/**
 * What is wrong with an endpoint address, in words for the person typing it; null when it is fine. Only the
 * form of the address: whether it is on the public internet is the server's question, asked when it is saved
 * and again for every address it resolves to when a message is sent.
 */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address such as https://example.com/webhooks.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Use an address that starts with https:// (or http://).';
  if (url.username || url.password) return 'Leave the user name and password out of the address: check the signature instead.';
  return null;
}

export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address of your endpoint.')
  .max(WEBHOOK_URL_MAX_LENGTH, `Use an address of at most ${WEBHOOK_URL_MAX_LENGTH} characters.`)
  .superRefine((value, context) => {
    const problem = webhookUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const webhookDescriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, `Use at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`);

/** POST /api/v1/me/webhooks */
export const webhookCreateSchema = z.object({
  url: webhookUrlSchema,
  description: webhookDescriptionSchema.optional(),
  /** Which events it receives; all of them when left out. */
  events: webhookEventsSchema.optional(),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** PATCH /api/v1/me/webhooks/{id} — turning an endpoint back on clears the failures that turned it off. */
export const webhookUpdateSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    description: webhookDescriptionSchema.optional(),
    isActive: z.boolean().optional(),
    /** Replaces the events it receives. */
    events: webhookEventsSchema.optional(),
  })
  .refine((body) => body.url !== undefined || body.description !== undefined || body.isActive !== undefined || body.events !== undefined, {
    message: 'Send url, description, isActive or events.',
  });
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

export const webhookParamsSchema = z.object({ id: z.uuid('a webhook id') });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  /** 'whsec_' + base64: the key receivers verify the webhook-signature header with (Standard Webhooks). */
  secret: z.string(),
  isActive: z.boolean(),
  /** Failed attempts since the last success; the endpoint is turned off at 10. */
  consecutiveFailures: z.number().int().min(0),
  /** Set when the endpoint was turned off, by its owner or after failures. */
  disabledAt: z.string().nullable(),
  /** Why it was turned off after failures (null when its owner turned it off). */
  disabledReason: z.string().nullable(),
  /** The events it receives, in the order of WEBHOOK_EVENT_TYPES. */
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookListSchema = z.object({
  items: z.array(webhookEndpointSchema),
  /** How many endpoints the account may have. */
  max: z.number().int(),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  /** The webhook-id header of the message, the same for every attempt. */
  id: z.string(),
  /** One of WEBHOOK_EVENT_TYPES, or webhook.test. */
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null when none came (timeout, refused address). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  responseMs: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

/** POST /api/v1/me/webhooks/{id}/test — what the endpoint answered a webhook.test message. */
export const webhookTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  messageId: z.string(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;
