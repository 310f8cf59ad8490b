import type { Queryable } from '../../db/pool';
import { incrementRateLimitCounter, readRateLimitCounter } from '../../db/queries/rate-limit-counters';
import { AppError } from '../../errors';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** What the user reads past the limit (the accounts' generic words by default). */
  message?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits of the accounts plan. Keys: a client IP, an account id, a lower-cased e-mail (the account's sign-in
 * failures), for limits on the mail we send the inbox an address reaches (mailboxKey: `ann+1@` is `ann@`), and for
 * the texts we send a phone number in E.164.
 */
export const RATE_LIMITS = {
  signInIp: { bucket: 'sign_in:ip', limit: 20, windowMs: 15 * MINUTE },
  /** Failed sign-ins per account; not applied to a browser holding that account's rc_device cookie. */
  signInAccountFailures: { bucket: 'sign_in_fail:account', limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords given to re-check a signed-in user (change e-mail, delete account), per account. */
  passwordRecheckAccountFailures: { bucket: 'recheck_fail:account', limit: 5, windowMs: 15 * MINUTE },
  signUpIp: { bucket: 'sign_up:ip', limit: 10, windowMs: HOUR },
  /** Sign-ups naming one inbox, from anywhere: each one mails it. */
  signUpEmail: { bucket: 'sign_up:email', limit: 3, windowMs: HOUR },
  /** E-mail changes one account asks for, and those naming one new inbox: each mails that inbox. */
  changeEmailAccount: { bucket: 'change_email:account', limit: 3, windowMs: HOUR },
  changeEmailAddress: { bucket: 'change_email:email', limit: 3, windowMs: HOUR },
  forgotPasswordIp: { bucket: 'forgot:ip', limit: 10, windowMs: HOUR },
  forgotPasswordEmail: { bucket: 'forgot:email', limit: 3, windowMs: HOUR },
  resendVerificationIp: { bucket: 'resend:ip', limit: 10, windowMs: HOUR },
  resendVerificationEmail: { bucket: 'resend:email', limit: 3, windowMs: HOUR },
  tokenIp: { bucket: 'token:ip', limit: 30, windowMs: 15 * MINUTE },
  /** Sign-in codes e-mailed per client, and per inbox whoever asks (each one mails it). */
  emailCodeIp: { bucket: 'email_code:ip', limit: 10, windowMs: HOUR },
  emailCodeAddress: { bucket: 'email_code:email', limit: 3, windowMs: 15 * MINUTE },
  /** Wrong second steps (app or recovery codes) per account, wherever they come from (decision 026). */
  twoStepAccountFailures: { bucket: 'two_step_fail:account', limit: 5, windowMs: 15 * MINUTE },
  /**
   * Codes texted to verify a phone number: per client and per account, and a daily cap per number whoever asks
   * (each one texts that phone, and each costs the operator money).
   */
  phoneCodeIp: { bucket: 'phone_code:ip', limit: 10, windowMs: HOUR },
  phoneCodeAccount: { bucket: 'phone_code:account', limit: 5, windowMs: HOUR },
  phoneCodeNumber: {
    bucket: 'phone_code:number',
    limit: 5,
    windowMs: DAY,
    message: 'We have texted this number as many codes as we send in a day. Please try again tomorrow.',
  },
  /** Google sign-ins started per IP: each stores a flow row for 30 minutes. */
  googleStartIp: { bucket: 'google_start:ip', limit: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** What a limited request reads unless its rule says more. */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** 429 RATE_LIMITED; the error handler (sendError) turns `retryAfterSeconds` into a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message: string = RATE_LIMITED_MESSAGE) {
    super('RATE_LIMITED', message, { retryAfterSeconds });
  }
}

/** The fixed window of `windowMs` that `now` falls in, and the seconds until the next one starts (at least 1). */
export function fixedWindow(windowMs: number, now: Date): { start: Date; retryAfterSeconds: number } {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
}

/** Counts one attempt in the rule's current fixed window; throws RateLimitedError once the limit is passed. */
export async function consumeRateLimit(db: Queryable, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  const window = fixedWindow(rule.windowMs, now);
  const count = await incrementRateLimitCounter(db, rule.bucket, key, window.start);
  if (count > rule.limit) throw new RateLimitedError(window.retryAfterSeconds, rule.message);
}

/** Throws RateLimitedError when the rule's current window already reached its limit; counts nothing. */
export async function assertUnderRateLimit(db: Queryable, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  const window = fixedWindow(rule.windowMs, now);
  if ((await readRateLimitCounter(db, rule.bucket, key, window.start)) >= rule.limit) {
    throw new RateLimitedError(window.retryAfterSeconds, rule.message);
  }
}

/** Counts one event (a failed sign-in) without refusing anything. */
export async function countRateLimitEvent(db: Queryable, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  await incrementRateLimitCounter(db, rule.bucket, key, fixedWindow(rule.windowMs, now).start);
}
