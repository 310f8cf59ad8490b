import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes (TOTP, RFC 6238) with the parameters every app reads from a QR code: SHA-1, 6 digits,
 * 30-second steps (RFC 6238 §4; otpauth's defaults, https://github.com/hectorm/otpauth). `validate` answers the
 * step offset a code matched within `window` steps either side, or null; we keep the absolute step so that a
 * code, once taken, is refused again (RFC 6238 §5.2).
 */
const ISSUER = 'Rank Checker';
const PERIOD_S = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turns over. */
const WINDOW = 1;

const totpFor = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret });

/** A new shared secret: 20 random bytes (RFC 4226 §4 asks for at least 16), as the base32 apps accept. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI a QR code carries, naming the account by its e-mail. */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

/** The time step a 6-digit code was made at, within one step of `now`; null when it matches none. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The code for `at` (tests and the operator's own checks). */
export const totpCode = (secret: string, at: Date): string => totpFor(secret).generate({ timestamp: at.getTime() });
