import { createHash, randomInt } from 'node:crypto';
import { PRODUCT_NAME } from '../../mail/mail-layout';

/** How long a texted code works, and the wrong tries it takes before it ends. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;

/** Six random digits. */
export const newPhoneCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

/**
 * The code as kept: a SHA-256 salted with the account and the number, so the same 6 digits for two accounts or two
 * numbers are different rows, and a code texted to one number never confirms another.
 */
export const hashPhoneCode = (userId: string, e164: string, code: string): Buffer =>
  createHash('sha256').update(`${userId}:${e164}:${code}`, 'utf8').digest();

/**
 * The text message. Its last line is the WebOTP format (https://wicg.github.io/web-otp/#message-format), which
 * lets a phone's browser offer the code on our page only, never on a look-alike site.
 */
export function phoneCodeText(code: string, appUrl: string): string {
  const host = new URL(appUrl).hostname;
  return `${code} is your ${PRODUCT_NAME} code to add this phone number. It works for ${PHONE_CODE_MINUTES} minutes. Never share it: nobody from ${PRODUCT_NAME} will ask for it.\n\n@${host} #${code}`;
}
