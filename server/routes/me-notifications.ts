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
        summary: 'The newest notifications (default 20, at most 50), optionally only unread ones',
        tags: ['notifications'],
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listNotifications(db, requireUser(request).id, request.query.limit, request.query.unreadOnly) }),
  );
  api.get(
    '/api/v1/me/notifications/unread-count',
    { schema: { summary: 'How many notifications are unread', tags: ['notifications'], response: { 200: unreadCountSchema, ...errors } } },
    async (request) => ({ count: await unreadNotificationCount(db, requireUser(request).id) }),
  );
  api.post(
    '/api/v1/me/notifications/:id/read',
    {
      schema: { summary: 'Mark one notification read', tags: ['notifications'], params: notificationParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await readNotification(db, requireUser(request).id, request.params.id, now());
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/api/v1/me/notifications/read-all',
    { schema: { summary: 'Mark every notification read', tags: ['notifications'], response: { 200: z.object({ marked: z.number().int() }), ...errors } } },
    async (request) => ({ marked: await readAllNotifications(db, requireUser(request).id, now()) }),
  );
}
