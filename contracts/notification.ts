import { z } from 'zod';
import { DEVICES } from '../core/search/devices';
import { SEARCH_ENGINES } from '../core/search/engines';

export const NOTIFICATION_TYPES = ['info', 'rank_change', 'milestone', 'achievement', 'competitor'] as const;
/** Spec §7: the list's default size; the panel asks for 50. */
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 50;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  keyword: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  /** Shown as '#N' when above 0. */
  rankPosition: z.number().int().nullable(),
  /** Positive when the rank improved, negative when it dropped. */
  rankChange: z.number().int().nullable(),
  /** The check behind a rank alert (null for other notifications): the panel's check button runs it again. */
  searchEngine: z.enum(SEARCH_ENGINES).nullable(),
  location: z.string().nullable(),
  device: z.enum(DEVICES).nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/v1/me/notifications?limit=&unreadOnly= */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_LIMIT).default(NOTIFICATIONS_DEFAULT_LIMIT),
  unreadOnly: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});
export const notificationListSchema = z.object({ items: z.array(notificationSchema) });
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export const notificationParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a notification id') });
