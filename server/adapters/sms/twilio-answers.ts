import { z } from 'zod';
import type { SmsResult } from './sms-sender';

/** The part of a Message resource we read (twilio-node `MessageResource`): its id and where it stands. */
export const twilioMessageSchema = z.object({ sid: z.string().min(1), status: z.string() });

/**
 * Twilio's error body (twilio-node `RestException` reads `code`, `message`, `more_info`; `status` repeats the
 * HTTP status): `{"code":21211,"message":"The 'To' number … is not a valid phone number.","more_info":
 * "https://www.twilio.com/docs/errors/21211","status":400}`.
 */
export const twilioErrorSchema = z.object({
  code: z.number().int().nullish(),
  message: z.string(),
  more_info: z.string().nullish(),
  status: z.number().int().optional(),
});

/**
 * Error codes that are about the recipient, so retrying later will not help
 * (https://www.twilio.com/docs/api/errors/<code>): 21211 the 'To' number is not valid; 21408 the account may not
 * text that region (Messaging Geo Permissions); 21610 the recipient replied STOP; 21614 the number is not a mobile
 * one.
 */
const RECIPIENT_CODES = new Set([21211, 21408, 21610, 21614]);

/** Reads Twilio's answer to creating a Message into a result; `text` is the body as received. */
export function readTwilioAnswer(status: number, text: string): SmsResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'unavailable', detail: `HTTP ${status}, an answer that is not JSON` };
  }
  if (status >= 200 && status < 300) {
    const message = twilioMessageSchema.safeParse(body);
    if (message.success) return { ok: true, id: message.data.sid };
    return { ok: false, reason: 'unavailable', detail: `HTTP ${status} without a message sid` };
  }
  const error = twilioErrorSchema.safeParse(body);
  if (!error.success) return { ok: false, reason: 'unavailable', detail: `HTTP ${status}, an error body Twilio does not send` };
  const { code, message, more_info: moreInfo } = error.data;
  const detail = `HTTP ${status} Twilio error ${code ?? '(no code)'}: ${message}${moreInfo ? ` (${moreInfo})` : ''}`;
  return { ok: false, reason: code != null && RECIPIENT_CODES.has(code) ? 'number_rejected' : 'unavailable', detail };
}
