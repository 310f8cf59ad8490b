import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import {
  bulkScheduledCheckResultSchema,
  bulkScheduledCheckSchema,
  scheduledCheckInputSchema,
  scheduledCheckListSchema,
  scheduledCheckParamsSchema,
  scheduledCheckRunListSchema,
  scheduledCheckRunSchema,
  scheduledCheckSchema,
  scheduleEstimateRequestSchema,
  scheduleEstimateSchema,
} from '../../contracts/scheduled-check';
import { MAX_FREE_TRACKED_QUERIES, type TrackingLimits } from '../../core/plans/tracking-limits';
import type { Pool } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { actingOf, workspaceOf } from '../plugins/workspace';
import { bulkAddScheduledChecks } from '../services/schedules/bulk-add-scheduled-checks';
import { createScheduledCheck } from '../services/schedules/create-scheduled-check';
import { deleteScheduledCheck } from '../services/schedules/delete-scheduled-check';
import { estimateSchedule } from '../services/schedules/estimate-schedule';
import { getScheduledCheck, listScheduledChecks, listScheduleRuns, SCHEDULE_RUNS_LISTED } from '../services/schedules/get-scheduled-checks';
import { runScheduleNow } from '../services/schedules/run-schedule-now';
import { updateScheduledCheck } from '../services/schedules/update-scheduled-check';

export interface MeScheduledCheckRouteOptions {
  pool: Pool;
  /** graphile-worker's schema, where "run now" queues its run. */
  jobSchema: string;
  now: () => Date;
  limits: TrackingLimits;
}

const errors = { '4xx': apiErrorSchema };
const tags = ['scheduled checks'];

/** The user's scheduled checks: ranks checked on their own, hourly to monthly, in the user's time zone. */
export async function meScheduledCheckRoutes(app: FastifyInstance, options: MeScheduledCheckRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, now, limits } = options;
  const caps = `at most ${limits.pro.toLocaleString('en-US')} on trial and Pro, ${limits.enterprise.toLocaleString('en-US')} on Enterprise, ${MAX_FREE_TRACKED_QUERIES} on Free`;
  api.addHook('onRequest', signedInOnly);
  api.get(
    '/api/v1/me/scheduled-checks',
    {
      schema: {
        operationId: 'listScheduledChecks',
        summary: 'The scheduled checks',
        description: "Lists the user's scheduled checks, newest first, with the last rank, the one before and about how many searches a month each costs.",
        tags,
        response: { 200: scheduledCheckListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listScheduledChecks(pool, workspaceOf(request)) }),
  );
  api.post(
    '/api/v1/me/scheduled-checks',
    {
      schema: {
        'x-error-codes': ['ALREADY_EXISTS', 'FEATURE_RESTRICTED', 'LIMIT_REACHED', 'MISSING_INFORMATION', 'SIGN_UP_REQUIRED'],
        operationId: 'createScheduledCheck',
        summary: 'Schedule a query',
        description: `Schedules a query to be checked on its own, hourly to monthly (${caps}); Free schedules daily or weekly Google checks without competitors.`,
        tags,
        body: scheduledCheckInputSchema,
        response: { 201: scheduledCheckSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createScheduledCheck({ pool, limits }, workspaceOf(request), request.body, now())),
  );
  api.post(
    '/api/v1/me/scheduled-checks/bulk',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'LIMIT_REACHED', 'SIGN_UP_REQUIRED'],
        operationId: 'createScheduledChecksInBulk',
        summary: 'Schedule many keywords at once',
        description: 'Schedules many keywords for a site at once (pasted or from a CSV file): rows already scheduled are skipped, bad rows listed, the rest saved together.',
        tags,
        body: bulkScheduledCheckSchema,
        response: { 200: bulkScheduledCheckResultSchema, ...errors },
      },
    },
    async (request) => bulkAddScheduledChecks({ pool, limits }, workspaceOf(request), request.body.items, now()),
  );
  api.post(
    '/api/v1/me/scheduled-checks/estimate',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'MISSING_INFORMATION', 'SIGN_UP_REQUIRED'],
        operationId: 'estimateScheduledCheckSearches',
        summary: "Estimate a schedule's searches",
        description: 'Estimates about how many provider searches a month a schedule would need, before it is saved.',
        tags,
        body: scheduleEstimateRequestSchema,
        response: { 200: scheduleEstimateSchema, ...errors },
      },
    },
    async (request) => estimateSchedule(pool, workspaceOf(request), request.body),
  );
  api.get(
    '/api/v1/me/scheduled-checks/:id',
    {
      schema: {
        operationId: 'getScheduledCheck',
        summary: 'One scheduled check',
        description: "Answers one of the user's scheduled checks with its settings, next check and latest ranks.",
        tags,
        params: scheduledCheckParamsSchema,
        response: { 200: scheduledCheckSchema, ...errors },
      },
    },
    async (request) => getScheduledCheck(pool, workspaceOf(request), request.params.id),
  );
  api.put(
    '/api/v1/me/scheduled-checks/:id',
    {
      schema: {
        'x-error-codes': ['ALREADY_EXISTS', 'FEATURE_RESTRICTED', 'MISSING_INFORMATION'],
        operationId: 'updateScheduledCheck',
        summary: 'Change a scheduled check',
        description: 'Changes a scheduled check: a new interval or resuming moves the next check to the first slot from now, and isActive false pauses it.',
        tags,
        params: scheduledCheckParamsSchema,
        body: scheduledCheckInputSchema,
        response: { 200: scheduledCheckSchema, ...errors },
      },
    },
    async (request) => updateScheduledCheck(pool, workspaceOf(request), request.params.id, request.body, now()),
  );
  api.delete(
    '/api/v1/me/scheduled-checks/:id',
    {
      schema: {
        operationId: 'deleteScheduledCheck',
        summary: 'Delete a scheduled check',
        description: 'Deletes a scheduled check and its runs; the checks it saved stay in history.',
        tags,
        params: scheduledCheckParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteScheduledCheck(pool, actingOf(request), request.params.id, now());
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/v1/me/scheduled-checks/:id/runs',
    {
      schema: {
        operationId: 'listScheduledCheckRuns',
        summary: `The latest ${SCHEDULE_RUNS_LISTED} runs of a scheduled check`,
        description: `Lists the latest ${SCHEDULE_RUNS_LISTED} runs of a scheduled check, newest slot first, with how each went, to see when it ran and why one failed.`,
        tags,
        params: scheduledCheckParamsSchema,
        response: { 200: scheduledCheckRunListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listScheduleRuns(pool, workspaceOf(request), request.params.id) }),
  );
  api.post(
    '/api/v1/me/scheduled-checks/:id/run',
    {
      schema: {
        operationId: 'runScheduledCheckNow',
        summary: 'Run a scheduled check now',
        description: 'Runs a scheduled check now (also a paused one, or again after a failure) without moving its regular next check; pressed again while that run waits, the same run is answered.',
        tags,
        params: scheduledCheckParamsSchema,
        response: { 202: scheduledCheckRunSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await runScheduleNow(pool, options.jobSchema, workspaceOf(request), request.params.id, now())),
  );
}
