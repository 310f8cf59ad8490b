import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { achievementListSchema } from '../../contracts/achievement';
import { apiErrorSchema } from '../../contracts/api-error';
import type { Queryable } from '../db/pool';
import { requireUser, signedInOnly } from '../plugins/session';
import { getAchievements } from '../services/achievements/get-achievements';

export interface MeAchievementRouteOptions {
  db: Queryable;
}

/** The dashboard's achievements: every one with the user's progress, and the unlocked ones newest first. */
export async function meAchievementRoutes(app: FastifyInstance, options: MeAchievementRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.addHook('onRequest', signedInOnly);
  api.get(
    '/api/v1/me/achievements',
    {
      schema: {
        operationId: 'listAchievements',
        summary: 'Achievements and progress',
        description: "Lists every achievement with the user's progress towards it (by category, then name) and the ones unlocked, newest first.",
        tags: ['achievements'],
        response: { 200: achievementListSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => getAchievements(db, requireUser(request).id),
  );
}
