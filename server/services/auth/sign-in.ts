import { AppError } from '../../errors';
import type { AuthDeps, ClientContext } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { verifyPassword } from './password-hashing';
import { assertUnderRateLimit, consumeRateLimit, countRateLimitEvent, RATE_LIMITS, RateLimitedError } from '../usage/rate-limiter';
import { mailboxKey } from './mailbox-key';
import { createSession } from './session-store';
import { sendVerificationIfUnverified } from './verify-email';
import { beginSecondStep } from './two-step/second-step';
import { findSignInAccount, type SignInIdentifier } from './phone/find-sign-in-account';

/** The password, with the account's e-mail address or its verified phone number. */
export type SignInInput = SignInIdentifier & { password: string };

export interface SignInClient extends ClientContext {
  /** Whether this browser signed in to that account before (rc_device cookie). */
  deviceKnowsUser(userId: string): boolean;
  /** This browser's binding for a confirmation link sent now: it has just shown the password. */
  verifyBrowserHash?: Buffer;
}

/** A session opened; or, for an account with two-step sign-in on, a second step to take first (decision 026). */
export type SignedIn =
  | { kind: 'session'; userId: string; token: string; expiresAt: Date }
  | { kind: 'second-step'; userId: string; token: string; expiresAt: Date };

export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);

/**
 * Password sign-in, the account named by its e-mail address or its verified phone number (spec §5). An unknown
 * account and a wrong password give the same error after the same work (a dummy hash is verified). Failed
 * attempts count per account; after too many the account refuses sign-in for the window — except from a browser
 * that signed in to it before, so the owner keeps access while someone else guesses. A correct password on an
 * unconfirmed address re-sends the link and says so. Every success creates a new session — or, when the account
 * has two-step sign-in on, a sign-in waiting for it.
 */
export async function signIn(deps: AuthDeps, input: SignInInput, client: SignInClient): Promise<SignedIn> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.signInIp, client.ip, now);
  const { user, failureKey } = await findSignInAccount(deps.pool, input);
  const knownDevice = user !== undefined && client.deviceKnowsUser(user.id);
  if (!knownDevice) await assertUnderRateLimit(deps.pool, RATE_LIMITS.signInAccountFailures, failureKey, now);

  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) {
    await countRateLimitEvent(deps.pool, RATE_LIMITS.signInAccountFailures, failureKey, now);
    throw invalidCredentials();
  }
  if (!user.email_verified_at) {
    // Bounded like the resend endpoint, so sign-in attempts cannot flood the mailbox.
    const mayResend = await consumeRateLimit(deps.pool, RATE_LIMITS.resendVerificationEmail, mailboxKey(user.email), now).then(
      () => true,
      (error: unknown) => {
        if (error instanceof RateLimitedError) return false;
        throw error;
      },
    );
    if (mayResend) await sendVerificationIfUnverified(deps, user.email, now, client.verifyBrowserHash);
    throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
  }
  const secondStep = await beginSecondStep(deps.pool, user.id, 'password', now);
  if (secondStep) return { kind: 'second-step', userId: user.id, ...secondStep };
  const session = await createSession(
    deps.pool,
    { userId: user.id, ip: client.ip, ...(client.userAgent ? { userAgent: client.userAgent } : {}) },
    now,
  );
  return { kind: 'session', userId: user.id, ...session };
}
