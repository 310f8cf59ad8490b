import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { courseProgressSchema, learningProgressSchema, lessonParamsSchema } from '../../contracts/learning';
import { requireUser, signedInOnly } from '../plugins/session';
import { completeLesson, getLearningProgress, reopenLesson, visitLesson, type LearningDeps } from '../services/learning/learning-progress';

export interface MeLearningRouteOptions {
  deps: LearningDeps;
  now: () => Date;
}

/** /learn's progress: lessons done, course percentages and where to resume, per signed-in user. */
export async function meLearningRoutes(app: FastifyInstance, options: MeLearningRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, now } = options;
  api.addHook('onRequest', signedInOnly);
  const errors = { '4xx': apiErrorSchema };
  const lesson = '/api/v1/me/learning/:course/:lesson';
  api.get(
    '/api/v1/me/learning',
    {
      schema: {
        operationId: 'getLearningProgress',
        summary: 'Progress in every course and the lesson to resume',
        description: 'Answers how far the user has got in every course and which lesson Resume opens.',
        tags: ['learning'],
        response: { 200: learningProgressSchema, ...errors },
      },
    },
    async (request) => getLearningProgress(deps, requireUser(request).id),
  );
  api.put(
    `${lesson}/done`,
    {
      schema: {
        operationId: 'markLessonDone',
        summary: 'Mark a lesson done',
        description: "Marks a lesson done and answers the course's progress.",
        tags: ['learning'],
        params: lessonParamsSchema,
        response: { 200: courseProgressSchema, ...errors },
      },
    },
    async (request) => completeLesson(deps, requireUser(request).id, request.params.course, request.params.lesson, now()),
  );
  api.delete(
    `${lesson}/done`,
    {
      schema: {
        operationId: 'markLessonNotDone',
        summary: 'Mark a lesson not done',
        description: "Marks a lesson not done again and answers the course's progress.",
        tags: ['learning'],
        params: lessonParamsSchema,
        response: { 200: courseProgressSchema, ...errors },
      },
    },
    async (request) => reopenLesson(deps, requireUser(request).id, request.params.course, request.params.lesson),
  );
  api.post(
    `${lesson}/visit`,
    {
      schema: {
        operationId: 'recordLessonVisit',
        summary: 'Remember the lesson opened last, where Resume goes',
        description: 'Records the lesson the user opened last, so Resume brings them back to it.',
        tags: ['learning'],
        params: lessonParamsSchema,
        response: { 200: courseProgressSchema, ...errors },
      },
    },
    async (request) => visitLesson(deps, requireUser(request).id, request.params.course, request.params.lesson, now()),
  );
}
