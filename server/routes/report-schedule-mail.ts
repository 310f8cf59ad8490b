import type { FastifyInstance } from 'fastify';
import type { ScheduleMailDeps } from '../services/reports/save-report-schedule';
import { reportEmailLinkRoutes } from './report-email-links';
import { reportScheduleWriteRoutes } from './report-schedules';

export interface ReportScheduleMailRouteOptions {
  deps: ScheduleMailDeps;
  now: () => Date;
}

/**
 * The schedule routes that send e-mail or answer its links, registered together because they need the mail
 * outbox and APP_URL: creating and changing schedules, resending a confirmation, and the public confirm and
 * unsubscribe links. Listing and deleting are reportScheduleRoutes.
 */
export async function reportScheduleMailRoutes(app: FastifyInstance, options: ReportScheduleMailRouteOptions): Promise<void> {
  await app.register(reportScheduleWriteRoutes, options);
  await app.register(reportEmailLinkRoutes, { db: options.deps.pool, now: options.now });
}
