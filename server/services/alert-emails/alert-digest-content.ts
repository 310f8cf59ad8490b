import type { MailMessage } from '../../adapters/mail';
import { PRODUCT_NAME, renderMail, type MailBlock } from '../mail/mail-layout';
import { alertEmailFooter } from './alert-email-footer';
import { rankChangeText, searchText, type AlertFacts } from './alert-email-facts';
import { historyUrl, unsubscribeHeaders, type AlertEmailLinks } from './alert-email-links';

/** Alerts listed one by one; the rest of a very busy day is counted, and the dashboard has them all. */
export const DIGEST_MAX_LISTED = 50;

export interface DigestInput {
  to: string;
  /** Newest first. */
  alerts: readonly AlertFacts[];
  /** The user's zone, for the times of the alerts and the date in the subject. */
  timeZone: string;
  now: Date;
  appUrl: string;
  links: AlertEmailLinks;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The sites in the order of their newest alert, each with its alerts newest first. */
function bySite(alerts: readonly AlertFacts[]): [string, AlertFacts[]][] {
  const groups = new Map<string, AlertFacts[]>();
  for (const alert of alerts) {
    const group = groups.get(alert.websiteUrl);
    if (group) group.push(alert);
    else groups.set(alert.websiteUrl, [alert]);
  }
  return [...groups];
}

/**
 * The daily digest: every alert since the last one, grouped by site so a user tracking several sites reads
 * each site's news together, newest first, each with its keyword, where it was checked and the ranks.
 */
export function alertDigestEmail(input: DigestInput): MailMessage {
  const { alerts, links } = input;
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: input.timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: input.timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(input.now);
  const listed = alerts.slice(0, DIGEST_MAX_LISTED);
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `Here is what changed in your rankings: ${plural(alerts.length, 'alert', 'alerts')}, newest first, by site.`,
    },
  ];
  for (const [site, group] of bySite(listed)) {
    blocks.push(
      { kind: 'heading', text: site },
      {
        kind: 'items',
        items: group.map((alert) => ({
          title: `${alert.title}: “${alert.keyword}” ${rankChangeText(alert)}`,
          detail: `${searchText(alert)} · ${time.format(alert.createdAt)}`,
        })),
      },
      { kind: 'link', text: `Rank history of ${site}:`, url: historyUrl(input.appUrl, { websiteUrl: site }) },
    );
  }
  if (alerts.length > listed.length) {
    blocks.push({ kind: 'paragraph', text: `…and ${plural(alerts.length - listed.length, 'older alert', 'older alerts')} not listed here.` });
  }
  blocks.push({ kind: 'button', label: 'Open your dashboard', url: links.dashboardUrl });
  const rendered = renderMail({
    subject: `Your ${PRODUCT_NAME} digest for ${day}: ${plural(alerts.length, 'rank alert', 'rank alerts')}`,
    heading: 'Your daily rank alerts',
    blocks,
    footer: alertEmailFooter(links, 'You get this e-mail because you asked for a daily digest of your rank alerts.'),
  });
  return { to: input.to, ...rendered, headers: unsubscribeHeaders(links) };
}
