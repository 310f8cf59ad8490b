import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportRequestSchema } from '../../contracts/report';
import type { Queryable } from '../db/pool';
import { requireUser } from '../plugins/session';
import { workspaceOf } from '../plugins/workspace';
import { getReportPdf } from '../services/reports/pdf/get-report-pdf';

export interface MeReportPdfRouteOptions {
  db: Queryable;
  now: () => Date;
}

/**
 * GET /api/v1/me/reports/pdf?site&from&to: the signed-in user's period report of a site as a PDF attachment,
 * for plans with PDF reports (403 FEATURE_RESTRICTED otherwise, 401 without a session). Never cached.
 */
export async function meReportPdfRoutes(app: FastifyInstance, options: MeReportPdfRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a signed-out caller hears 401, whatever the query string says.
  api.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  api.get(
    '/api/v1/me/reports/pdf',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'downloadReportPdf',
        summary: "A site's report as a PDF",
        description: "Downloads a site's report for a period as a PDF file to keep or send on (trial, Pro and Enterprise).",
        tags: ['reports'],
        querystring: reportRequestSchema,
        // Binary: no JSON response schema, as for the CSV export; errors are still { error: { code, message } }.
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getReportPdf(options.db, workspaceOf(request), request.query, options.now(), request.log);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
