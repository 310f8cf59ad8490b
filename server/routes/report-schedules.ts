import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { reportScheduleRequestSchema, reportScheduleSchema, reportSchedulesSchema } from '../../contracts/report';
import type { Queryable } from '../db/pool';
import { requireUser } from '../plugins/session';
import { listReportSchedules, removeReportSchedule, saveReportSchedule } from '../services/reports/report-schedules';

export interface ReportScheduleRouteOptions {
  db: Queryable;
  now: () => Date;
}

/** Reports e-mailed as a PDF, weekly or monthly, one schedule per site (Pro and Enterprise). */
export async function reportScheduleRoutes(app: FastifyInstance, options: ReportScheduleRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = options;
  api.addHook('onRequest', async (request, reply) => {
    requireUser(request);
    void reply.header('cache-control', 'no-store');
  });
  const errors = { '4xx': apiErrorSchema };
  api.get(
    '/api/v1/me/report-schedules',
    {
      schema: { summary: 'The scheduled e-mail reports', tags: ['reports'], response: { 200: reportSchedulesSchema, ...errors } },
    },
    async (request) => ({ items: await listReportSchedules(db, requireUser(request).id, now()) }),
  );
  api.put(
    '/api/v1/me/report-schedules',
    {
      schema: {
        summary: "Create or change a site's scheduled report (weekly: Mondays, monthly: the 1st; 08:00 local time)",
        tags: ['reports'],
        body: reportScheduleRequestSchema,
        response: { 200: reportScheduleSchema, ...errors },
      },
    },
    async (request) => saveReportSchedule(db, requireUser(request), request.body, now()),
  );
  api.delete(
    '/api/v1/me/report-schedules/:id',
    {
      schema: {
        summary: 'Stop a scheduled report',
        tags: ['reports'],
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeReportSchedule(db, requireUser(request).id, request.params.id, now());
      return reply.status(204).send(null);
    },
  );
}
