import { REPORT_EMAIL_PAGES } from '../../../contracts/report';
import type { Queryable } from '../../db/pool';
import type { ScheduleConfirmation } from '../../db/queries/report-schedules';
import { newToken } from '../tokens/random-token';
import { consumeRateLimit, type RateLimitRule } from '../usage/rate-limiter';

const DAY = 24 * 3600_000;

/** How long a confirmation link works (it works once). */
export const CONFIRMATION_LIFETIME_MS = 7 * DAY;

/**
 * Confirmation e-mails go to addresses nobody has vouched for yet, so they are capped: per account (saving and
 * resending), and per address across accounts, so one inbox cannot be flooded from many accounts either.
 */
export const CONFIRMATION_RATE_LIMITS = {
  perAccount: { bucket: 'report_confirm:user', limit: 20, windowMs: DAY },
  perAddress: { bucket: 'report_confirm:email', limit: 5, windowMs: DAY },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one confirmation e-mail against both limits; 429 RATE_LIMITED past either. */
export async function countConfirmationMail(db: Queryable, userId: string, email: string, now: Date): Promise<void> {
  await consumeRateLimit(db, CONFIRMATION_RATE_LIMITS.perAccount, userId, now);
  await consumeRateLimit(db, CONFIRMATION_RATE_LIMITS.perAddress, email.toLowerCase(), now);
}

export interface NewConfirmation {
  /** For the link only; never stored. */
  token: string;
  /** sha256 of the token: what is stored and looked up. */
  hash: Buffer;
  expiresAt: Date;
  sentAt: Date;
}

/** A new confirmation token with its hash and expiry. */
export function newConfirmation(now: Date): NewConfirmation {
  const { token, hash } = newToken();
  return { token, hash, expiresAt: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS), sentAt: now };
}

/** What a schedule waiting for `pending` stores. */
export function waitingFor(pending: NewConfirmation): ScheduleConfirmation {
  return { confirmedAt: null, tokenHash: pending.hash, expiresAt: pending.expiresAt, sentAt: pending.sentAt };
}

export function confirmationLink(appUrl: string, token: string): string {
  return `${appUrl}${REPORT_EMAIL_PAGES.confirm}?token=${token}`;
}
