import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { reportScheduleRequestSchema, reportScheduleSchema, reportSchedulesSchema } from '../../contracts/report';
import type { Queryable } from '../db/pool';
import { requireUser, signedInOnly } from '../plugins/session';
import { listReportSchedules, removeReportSchedule } from '../services/reports/report-schedules';
import { resendScheduleConfirmation, saveReportSchedule, type ScheduleMailDeps } from '../services/reports/save-report-schedule';
import { useAuthErrorHandler } from './auth-route-helpers';

export interface ReportScheduleRouteOptions {
  db: Queryable;
  now: () => Date;
}

const errors = { '4xx': apiErrorSchema };

/**
 * Reports e-mailed as a PDF, weekly or monthly, one schedule per site. Listing and deleting work on every plan
 * (a lapsed plan pauses schedules, it does not hide them); creating and changing are in
 * reportScheduleWriteRoutes, which needs the mail outbox.
 */
export async function reportScheduleRoutes(app: FastifyInstance, options: ReportScheduleRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = options;
  api.addHook('onRequest', signedInOnly);
  api.get(
    '/api/v1/me/report-schedules',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        summary: 'The scheduled e-mail reports (any plan; `paused` when the plan no longer includes them)',
        tags: ['reports'],
        response: { 200: reportSchedulesSchema, ...errors },
      },
    },
    async (request) => listReportSchedules(db, requireUser(request).id, now()),
  );
  api.delete(
    '/api/v1/me/report-schedules/:id',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        summary: 'Stop and delete a scheduled report (any plan)',
        tags: ['reports'],
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeReportSchedule(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

export interface ReportScheduleWriteRouteOptions {
  deps: ScheduleMailDeps;
  now: () => Date;
}

/** Creating, changing and confirming the recipient of schedules (Pro and Enterprise): these may send e-mail. */
export async function reportScheduleWriteRoutes(app: FastifyInstance, options: ReportScheduleWriteRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, now } = options;
  // Errors, such as 429 RATE_LIMITED for too many confirmation e-mails, are never cached.
  useAuthErrorHandler(api);
  api.addHook('onRequest', signedInOnly);
  api.put(
    '/api/v1/me/report-schedules',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'RATE_LIMITED'],
        summary:
          "Create or change a site's scheduled report (weekly: Mondays, monthly: the 1st; 08:00 local time). " +
          'An address other than the verified account address waits for its owner to confirm by e-mail. ' +
          'At most 20 per account.',
        tags: ['reports'],
        body: reportScheduleRequestSchema,
        response: { 200: reportScheduleSchema, ...errors },
      },
    },
    async (request) => saveReportSchedule(deps, requireUser(request).id, request.body, now()),
  );
  api.post(
    '/api/v1/me/report-schedules/:id/confirmation-email',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'RATE_LIMITED'],
        summary: 'Send a schedule waiting for its recipient a new confirmation link',
        tags: ['reports'],
        params: z.object({ id: z.string() }),
        response: { 200: reportScheduleSchema, ...errors },
      },
    },
    async (request) => resendScheduleConfirmation(deps, requireUser(request).id, request.params.id, now()),
  );
}
