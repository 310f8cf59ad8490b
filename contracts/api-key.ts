import { z } from 'zod';

/** What a key may do: `read` answers GET requests only; `write` may also create, change and delete. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Keys one account may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;
export const API_KEY_NAME_MAX_LENGTH = 100;

/** POST /api/v1/me/api-keys */
export const apiKeyCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the key a name, such as the tool that will use it.')
    .max(API_KEY_NAME_MAX_LENGTH, `Use at most ${API_KEY_NAME_MAX_LENGTH} characters for the name.`),
  scope: z.enum(API_KEY_SCOPES, { error: 'Choose read or write.' }),
});

export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's visible beginning, e.g. "rc_live_3fK9", enough to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  createdAt: z.string(),
  /** When a request last used it; null when never. */
  lastUsedAt: z.string().nullable(),
});

export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to POST: the key itself, shown this once (only its hash is kept). */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });

export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** GET /api/v1/me/api-keys */
export const apiKeyListSchema = z.object({
  items: z.array(apiKeySchema),
  max: z.number().int(),
  /** False when the account's plan does not include the API (keys exist but stop working). */
  apiIncluded: z.boolean(),
  /** Requests a minute each key may make on this plan. */
  rateLimitPerMinute: z.number().int(),
});

export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
