import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { reportScheduleRequestSchema, reportScheduleSchema, reportSchedulesSchema } from '../../contracts/report';
import type { Pool } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { actingOf, workspaceOf } from '../plugins/workspace';
import { listReportSchedules, removeReportSchedule } from '../services/reports/report-schedules';
import { resendScheduleConfirmation, saveReportSchedule, type ScheduleMailDeps } from '../services/reports/save-report-schedule';
import { useAuthErrorHandler } from './auth-route-helpers';

export interface ReportScheduleRouteOptions {
  db: Pool;
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
        operationId: 'listReportSchedules',
        summary: 'The scheduled e-mail reports',
        description: 'Lists the reports the user has scheduled to be e-mailed, on any plan; a schedule reads `paused` when the plan no longer includes them.',
        tags: ['reports'],
        response: { 200: reportSchedulesSchema, ...errors },
      },
    },
    async (request) => listReportSchedules(db, workspaceOf(request), now()),
  );
  api.delete(
    '/api/v1/me/report-schedules/:id',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'deleteReportSchedule',
        summary: 'Stop and delete a scheduled report (any plan)',
        description: 'Stops a scheduled report and deletes it, on any plan, so no more e-mails go out for it.',
        tags: ['reports'],
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeReportSchedule(db, actingOf(request), request.params.id, now());
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
        operationId: 'saveReportSchedule',
        summary: "Create or change a site's scheduled report",
        description:
          "Schedules a site's report by e-mail (weekly: Mondays, monthly: the 1st; 08:00 local time) or changes its schedule; " +
          'an address other than the verified account address waits for its owner to confirm by e-mail. At most 20 per account.',
        tags: ['reports'],
        body: reportScheduleRequestSchema,
        response: { 200: reportScheduleSchema, ...errors },
      },
    },
    async (request) => saveReportSchedule(deps, actingOf(request), request.body, now()),
  );
  api.post(
    '/api/v1/me/report-schedules/:id/confirmation-email',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'RATE_LIMITED'],
        operationId: 'resendReportScheduleConfirmation',
        summary: "Resend a schedule's confirmation link",
        description: 'Mails a new confirmation link to the recipient a scheduled report is still waiting for.',
        tags: ['reports'],
        params: z.object({ id: z.string() }),
        response: { 200: reportScheduleSchema, ...errors },
      },
    },
    async (request) => resendScheduleConfirmation(deps, workspaceOf(request), request.params.id, now()),
  );
}
