import { EMAIL_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PAGE } from '../../../contracts/email-preferences';

/** The web app's pages an alert e-mail links to (web/config/paths.ts names the same paths). */
const PAGES = { dashboard: '/dashboard', history: '/history', settings: '/settings' } as const;
/** The settings section the "manage preferences" link scrolls to. */
export const EMAIL_PREFERENCES_ANCHOR = 'email-preferences';

export interface AlertEmailLinks {
  dashboardUrl: string;
  /** Settings, at the e-mail preferences. */
  settingsUrl: string;
  /** The page a person opens: it says what the link does and asks before turning e-mails off. */
  unsubscribeUrl: string;
  /** RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here, without cookies or a visit. */
  oneClickUrl: string;
}

export function alertEmailLinks(appUrl: string, unsubscribeToken: string): AlertEmailLinks {
  const token = encodeURIComponent(unsubscribeToken);
  return {
    dashboardUrl: `${appUrl}${PAGES.dashboard}`,
    settingsUrl: `${appUrl}${PAGES.settings}#${EMAIL_PREFERENCES_ANCHOR}`,
    unsubscribeUrl: `${appUrl}${UNSUBSCRIBE_PAGE}?token=${token}`,
    oneClickUrl: `${appUrl}${EMAIL_UNSUBSCRIBE_PATH}?token=${token}`,
  };
}

/** The history page filtered to one site, or to one query (site, keyword, engine, location, device). */
export function historyUrl(
  appUrl: string,
  query: { websiteUrl: string; keyword?: string; searchEngine?: string; location?: string; device?: string },
): string {
  const params = new URLSearchParams({ site: query.websiteUrl });
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.searchEngine) params.set('engine', query.searchEngine);
  if (query.location) params.set('location', query.location);
  if (query.device) params.set('device', query.device);
  return `${appUrl}${PAGES.history}?${params.toString()}`;
}

/** RFC 2369 / RFC 8058: mail clients show their own Unsubscribe button and POST to the URL in one click. */
export function unsubscribeHeaders(links: AlertEmailLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
