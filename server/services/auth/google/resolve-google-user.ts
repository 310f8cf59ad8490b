import type { PoolClient } from '../../../db/pool';
import { hasAccountActivity } from '../../../db/queries/account-activity';
import { findOAuthAccount, insertOAuthAccount, updateOAuthAccountEmail } from '../../../db/queries/oauth-accounts';
import type { OAuthFlowMode } from '../../../db/queries/oauth-flows';
import { findUserByEmail, insertUser, markEmailVerified } from '../../../db/queries/users';
import type { GoogleIdentity } from './google-oidc';
import { GOOGLE_MESSAGES, type GoogleFailureCode } from './google-messages';

export const GOOGLE_PROVIDER = 'google';

export type GoogleUserResolution =
  | { ok: true; userId: string; created: boolean }
  | { ok: false; code: GoogleFailureCode; message: string };

const refuse = (code: GoogleFailureCode, message: string): GoogleUserResolution => ({ ok: false, code, message });

/**
 * Decides who a verified Google identity signs in as (run inside a transaction):
 * - an identity linked before signs in as its user — except on sign-up, where it is 'already registered';
 * - otherwise an account with the same e-mail (case-insensitive) is linked only when Google says the e-mail is
 *   verified AND the account confirmed it too; a link on any weaker proof would let whoever controls one side
 *   take over the other. On sign-up, an account with activity counts as already registered (spec §5);
 * - otherwise a new account is created with the e-mail confirmed.
 * A Google e-mail that is not verified never creates or links an account, whether or not one exists, so the
 * answer reveals nothing about registered addresses.
 */
export async function resolveGoogleUser(
  db: PoolClient,
  identity: GoogleIdentity,
  mode: OAuthFlowMode,
  now: Date,
): Promise<GoogleUserResolution> {
  const linked = await findOAuthAccount(db, GOOGLE_PROVIDER, identity.subject);
  if (linked) {
    if (mode === 'signup') return refuse('ACCOUNT_ALREADY_EXISTS', GOOGLE_MESSAGES.accountAlreadyExists);
    if (identity.email && (identity.email !== linked.email || identity.emailVerified !== linked.email_verified)) {
      await updateOAuthAccountEmail(db, {
        provider: GOOGLE_PROVIDER,
        subject: identity.subject,
        email: identity.email,
        emailVerified: identity.emailVerified,
      });
    }
    return { ok: true, userId: linked.user_id, created: false };
  }

  if (!identity.email) return refuse('OAUTH_FAILED', GOOGLE_MESSAGES.noEmail);
  if (!identity.emailVerified) return refuse('GOOGLE_EMAIL_UNVERIFIED', GOOGLE_MESSAGES.googleEmailUnverified);
  const email = identity.email.trim().toLowerCase();

  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (mode === 'signup' && (await hasAccountActivity(db, existing.id))) {
      return refuse('ACCOUNT_ALREADY_EXISTS', GOOGLE_MESSAGES.accountAlreadyExists);
    }
    if (!existing.email_verified_at) return refuse('ACCOUNT_LINK_REFUSED', GOOGLE_MESSAGES.localEmailUnverified);
    await link(db, identity, existing.id, email, now);
    return { ok: true, userId: existing.id, created: false };
  }

  const user = await insertUser(db, { email, passwordHash: null, now });
  // Lost a race with a sign-up for the same address: the caller retries and takes the linking path.
  if (!user) throw new GoogleUserRaceError();
  await markEmailVerified(db, user.id, now);
  await link(db, identity, user.id, email, now);
  return { ok: true, userId: user.id, created: true };
}

async function link(db: PoolClient, identity: GoogleIdentity, userId: string, email: string, now: Date): Promise<void> {
  const inserted = await insertOAuthAccount(db, {
    provider: GOOGLE_PROVIDER,
    subject: identity.subject,
    userId,
    email,
    emailVerified: identity.emailVerified,
    now,
  });
  if (!inserted) throw new GoogleUserRaceError();
}

/** Another request created the same user or link meanwhile; running the decision again resolves it. */
export class GoogleUserRaceError extends Error {
  constructor() {
    super('Concurrent Google sign-in for the same identity or e-mail');
    this.name = 'GoogleUserRaceError';
  }
}
