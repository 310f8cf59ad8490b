import type { MailBlock } from '../mail/mail-layout';
import type { AlertEmailLinks } from './alert-email-links';

/** Why the e-mail came, and the two ways to change that: the settings page, or one click without signing in. */
export function alertEmailFooter(links: AlertEmailLinks, reason: string): MailBlock[] {
  return [
    { kind: 'paragraph', text: reason },
    { kind: 'link', text: 'Manage your e-mail preferences:', url: links.settingsUrl },
    { kind: 'link', text: 'Stop rank alert e-mails (no sign-in needed):', url: links.unsubscribeUrl },
  ];
}
