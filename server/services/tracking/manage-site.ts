import type { z } from 'zod';
import type { siteSettingsSchema, siteUpdateSchema } from '../../../contracts/tracking';
import { isSiteAlertMode } from '../../../core/alerts/site-alert-mode';
import { parseTarget } from '../../../core/ranking';
import { checkRestriction } from '../../../core/plans/feature-access';
import { withTransaction, type Pool } from '../../db/pool';
import { lockUserSchedules } from '../../db/queries/scheduled-checks';
import { deleteSite as deleteSiteRows, selectSiteSettings, updateSiteAlertMode, updateSiteCompetitors } from '../../db/queries/tracked-sites';
import { AppError, MESSAGES } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';
import { siteOf } from './site-of';

type SiteUpdate = z.infer<typeof siteUpdateSchema>;
type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * Sets the competitors every tracked query of a site is compared with from its next check on (a query with its
 * own competitors keeps them). Competitors are a paid feature, as in a check.
 */
export async function setSiteCompetitors(pool: Pool, userId: string, named: string, urls: readonly string[], now: Date): Promise<string[]> {
  const { tier } = await loadUserPlan(pool, userId, now);
  const displays = [
    ...new Set(
      urls
        .map((url) => url.trim())
        .filter((url) => url !== '')
        .map((url) => {
          const parsed = parseTarget(url);
          if (!parsed.ok) throw new AppError('INVALID_INPUT', MESSAGES.invalidCompetitor);
          return parsed.target.display;
        }),
    ),
  ];
  if (displays.length > 0 && checkRestriction(tier, 'google', displays.length)?.kind === 'competitors') {
    throw new AppError('FEATURE_RESTRICTED', MESSAGES.competitorsRestricted);
  }
  const site = await siteOf(pool, userId, named);
  if (displays.includes(site)) throw new AppError('INVALID_INPUT', 'A site cannot be its own competitor.');
  await updateSiteCompetitors(pool, userId, site, displays, now);
  return displays;
}

/** Changes what is sent of a site's settings (competitors, alert mode) and answers them all. */
export async function updateSite(pool: Pool, userId: string, named: string, update: SiteUpdate, now: Date): Promise<SiteSettings> {
  const site = await siteOf(pool, userId, named);
  if (update.competitorUrls !== undefined) await setSiteCompetitors(pool, userId, site, update.competitorUrls, now);
  if (update.alertMode !== undefined) await updateSiteAlertMode(pool, userId, site, update.alertMode, now);
  const settings = await selectSiteSettings(pool, userId, site);
  const alertMode = settings?.alert_mode ?? 'every';
  return { competitorUrls: settings?.competitor_urls ?? [], alertMode: isSiteAlertMode(alertMode) ? alertMode : 'every' };
}

/** Stops tracking a site: its tracked queries and their runs go; the checks they saved stay in history. */
export async function stopTrackingSite(pool: Pool, userId: string, named: string): Promise<void> {
  await withTransaction(pool, async (client) => {
    const site = await siteOf(client, userId, named);
    await lockUserSchedules(client, userId);
    await deleteSiteRows(client, userId, site);
  });
}
