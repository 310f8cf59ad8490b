import { browserLabel } from '../../../core/auth/browser-label';
import { findUserById } from '../../db/queries/users';
import { renderActionMail } from '../mail/action-mail';
import { PRODUCT_NAME, type MailContent } from '../mail/mail-layout';
import { appLink, type AuthDeps, type ClientContext } from './auth-deps';

const HOW = { password: 'your password', code: 'a code sent by e-mail', google: 'Google', passkey: 'a passkey' } as const;
export type SignInMethod = keyof typeof HOW;

/** A sign-in from a browser that had not signed in to the account before. */
export function newBrowserMail(when: Date, browser: string, ip: string, method: SignInMethod, settingsLink: string): MailContent {
  return renderActionMail({
    subject: `New sign-in to your ${PRODUCT_NAME} account`,
    heading: 'A new browser signed in',
    intro: [
      `Your account was signed in to from a browser it had not seen before, with ${HOW[method]}.`,
      `When: ${when.toUTCString()}. Browser: ${browser}. Network address: ${ip}.`,
      'If this was you, there is nothing to do.',
    ],
    action: { label: 'Review your security settings', url: settingsLink, expiry: 'The link opens Settings, where you sign in first.' },
    outro: ['If this was not you, change your password at once, sign out of your other sessions in Settings, and turn on two-step sign-in: someone has your password.'],
  });
}

/**
 * Tells the account of a sign-in from a new browser (one whose rc_device cookie does not name it), so a stolen
 * password used elsewhere does not go unnoticed. A browser that has signed in before stays quiet.
 */
export async function tellOfNewBrowser(deps: Pick<AuthDeps, 'pool' | 'outbox' | 'appUrl'>, userId: string, client: ClientContext, method: SignInMethod, now: Date): Promise<void> {
  const user = await findUserById(deps.pool, userId);
  if (!user) return;
  deps.outbox.send(user.email, newBrowserMail(now, browserLabel(client.userAgent), client.ip, method, appLink(deps, '/settings#sessions-title')));
}
