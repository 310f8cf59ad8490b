import type { Pool } from '../../db/pool';
import type { MailOutbox } from '../mail/mail-outbox';

/** What the account services need. */
export interface AuthDeps {
  pool: Pool;
  outbox: MailOutbox;
  /** Public base URL of the web app, for links in e-mails. */
  appUrl: string;
  now: () => Date;
  /**
   * Ends a paid subscription before its account is deleted; absent when payments are not configured, in
   * which case a stored subscription id is only logged (it cannot be billed through us any more).
   */
  cancelSubscription?: (subscriptionId: string) => Promise<void>;
}

/** Who is asking, as far as the services care. */
export interface ClientContext {
  ip: string;
  userAgent?: string;
}

export const appLink = (deps: Pick<AuthDeps, 'appUrl'>, path: string, token?: string): string =>
  `${deps.appUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
