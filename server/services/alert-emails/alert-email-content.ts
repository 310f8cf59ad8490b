import type { MailMessage } from '../../adapters/mail';
import { renderMail } from '../mail/mail-layout';
import { alertEmailFooter } from './alert-email-footer';
import { deviceName, engineName, locationName, rankText, type AlertFacts } from './alert-email-facts';
import { historyUrl, unsubscribeHeaders, type AlertEmailLinks } from './alert-email-links';

/** The e-mail of one alert ("each" mode): what changed, the check it came from, and links to see more. */
export function alertEmail(to: string, alert: AlertFacts, appUrl: string, links: AlertEmailLinks): MailMessage {
  const history = historyUrl(appUrl, alert);
  const rendered = renderMail({
    subject: `${alert.title}: “${alert.keyword}” for ${alert.websiteUrl}`,
    heading: alert.title,
    blocks: [
      { kind: 'paragraph', text: alert.message },
      {
        kind: 'facts',
        rows: [
          ['Keyword', alert.keyword],
          ['Site', alert.websiteUrl],
          ['Search engine', engineName(alert.searchEngine)],
          ['Location', locationName(alert.location)],
          ['Device', deviceName(alert.device)],
          ['New rank', rankText(alert.rank)],
          ['Previous rank', alert.previousRank === null ? '—' : rankText(alert.previousRank)],
        ],
      },
      { kind: 'button', label: 'See the rank history', url: history },
      { kind: 'link', text: 'All your keywords are on your dashboard:', url: links.dashboardUrl },
    ],
    footer: alertEmailFooter(links, 'You get this e-mail because you asked for an e-mail for each rank alert.'),
  });
  return { to, ...rendered, headers: unsubscribeHeaders(links) };
}
