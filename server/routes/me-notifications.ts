import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  unreadCountSchema,
} from '../../contracts/notification';
import type { Queryable } from '../db/pool';
import { requireUser, signedInOnly } from '../plugins/session';
import { listNotifications, readAllNotifications, readNotification, unreadNotificationCount } from '../services/notifications/notifications';

export interface MeNotificationRouteOptions {
  db: Queryable;
  now: () => Date;
}

/** The bell's data: the user's notifications, the unread count, and marking them read. */
export async function meNotificationRoutes(app: FastifyInstance, options: MeNotificationRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = options;
  api.addHook('onRequest', signedInOnly);
  const errors = { '4xx': apiErrorSchema };
  api.get(
    '/api/v1/me/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: 'The newest notifications',
        description: "Lists the user's newest notifications (20 unless asked, at most 50), only the unread ones if asked.",
        tags: ['notifications'],
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listNotifications(db, requireUser(request).id, request.query.limit, request.query.unreadOnly) }),
  );
  api.get(
    '/api/v1/me/notifications/unread-count',
    {
      schema: {
        operationId: 'getUnreadNotificationCount',
        summary: 'How many notifications are unread',
        description: "Answers how many of the user's notifications are unread, for the badge on the bell.",
        tags: ['notifications'],
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await unreadNotificationCount(db, requireUser(request).id) }),
  );
  api.post(
    '/api/v1/me/notifications/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        summary: 'Mark one notification read',
        description: "Marks one of the user's notifications as read.",
        tags: ['notifications'],
        params: notificationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await readNotification(db, requireUser(request).id, request.params.id, now());
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/api/v1/me/notifications/read-all',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every notification read',
        description: "Marks all of the user's notifications as read and answers how many were unread.",
        tags: ['notifications'],
        response: { 200: z.object({ marked: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ marked: await readAllNotifications(db, requireUser(request).id, now()) }),
  );
}
