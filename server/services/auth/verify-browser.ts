import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../tokens/random-token';

/** The cookie naming the browser that signed up, to which its confirmation link is bound. */
export const VERIFY_BROWSER_COOKIE = 'rc_verify';
/** As long as a confirmation link lives. */
export const VERIFY_BROWSER_MAX_AGE_SECONDS = 24 * 3600;

export interface VerifyBrowser {
  /** The random value for the browser's cookie. */
  secret: string;
  /** Its sha256, stored with the confirmation link. */
  hash: Buffer;
}

/** A new browser binding: a random value and its hash (newToken's 32 random bytes). */
export function newVerifyBrowser(): VerifyBrowser {
  const { token, hash } = newToken();
  return { secret: token, hash };
}

/** Whether the cookie a request carries is the one a link was bound to (false when either is missing). */
export function isSameBrowser(boundHash: Buffer | null, cookieSecret: string | undefined): boolean {
  if (!boundHash || !cookieSecret) return false;
  const hash = hashToken(cookieSecret);
  return hash.length === boundHash.length && timingSafeEqual(hash, boundHash);
}

/**
 * Gives the browser its binding (httpOnly, only sent to the auth routes). Sign-up sets it whatever happened, so
 * its presence tells nothing about whether the address had an account.
 */
export function setVerifyBrowserCookie(reply: FastifyReply, browser: VerifyBrowser, options: { secure: boolean }): void {
  reply.setCookie(VERIFY_BROWSER_COOKIE, browser.secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/api/v1/auth',
    maxAge: VERIFY_BROWSER_MAX_AGE_SECONDS,
  });
}

/** The binding this browser holds, if any. */
export function verifyBrowserSecret(request: FastifyRequest): string | undefined {
  return request.cookies[VERIFY_BROWSER_COOKIE] || undefined;
}
