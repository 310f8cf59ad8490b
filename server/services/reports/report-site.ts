import { parseTarget } from '../../../core/ranking';
import type { Queryable } from '../../db/pool';
import { userHasChecksOfSite } from '../../db/queries/report-rows';
import { AppError } from '../../errors';

export const NOT_A_CHECKED_SITE = 'Choose one of the sites you have checked: reports are made of their checks.';

/**
 * A report schedule or link names a site the user has checked (as history stores it). The site is mailed to the
 * schedule's recipient and shown on the public report page, so it must not be free text: a sentence of someone's
 * choosing would arrive as a mail's subject from us, or stand as a page's title on our domain.
 */
export async function assertReportSite(db: Queryable, userId: string, site: string): Promise<void> {
  if (!parseTarget(site).ok || !(await userHasChecksOfSite(db, userId, site))) {
    throw new AppError('INVALID_INPUT', NOT_A_CHECKED_SITE);
  }
}
