// The mobile metadata: a number is valid only if it can be a mobile one, since the code goes out by SMS (a
// landline or a toll-free number would never receive it). libphonenumber-js keeps Google's libphonenumber data.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';

/** What a person reads when a number cannot be used: the format we need, by example. */
export const PHONE_NUMBER_HINT = 'Enter a mobile number with its country code, like +44 7400 123456.';

/**
 * The number in E.164 (+447400123456), or null when it is not a mobile number we can text. People type spaces,
 * dashes, brackets and a leading 00 for the international prefix; the country code is needed (no guessing).
 */
export function toE164(typed: string): string | null {
  const text = typed.trim().replace(/^00/, '+');
  if (!text.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() ? parsed.number : null;
}

/** An E.164 number as people read it: +44 7400 123456. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A typed phone number, read into E.164. */
export const phoneNumberSchema = z
  .string()
  .max(40, PHONE_NUMBER_HINT)
  .transform((typed, context) => {
    const e164 = toE164(typed);
    if (e164 === null) context.addIssue({ code: 'custom', message: PHONE_NUMBER_HINT });
    return e164 ?? typed;
  });

/** POST /api/v1/me/phone: the number to text a code to. */
export const startPhoneVerificationSchema = z.object({ phone: phoneNumberSchema.describe('A mobile number with its country code, such as +44 7400 123456.') });
export type StartPhoneVerification = z.input<typeof startPhoneVerificationSchema>;

/** POST /api/v1/me/phone/confirm: the 6-digit code the SMS carried. */
export const confirmPhoneSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.') });
export type ConfirmPhone = z.infer<typeof confirmPhoneSchema>;

/** GET /api/v1/me/phone: the verified number, and one waiting for its code. */
export const phoneStatusSchema = z.object({
  /** The number sign-in accepts with the password, in E.164; null when none is verified. */
  number: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** A number a code was texted to, until it is confirmed, replaced or 10 minutes pass. */
  pending: z.object({ number: z.string(), expiresAt: z.string() }).nullable(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;
