/** One text message: to a number in E.164, plain text. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Why a message was not sent. `number_rejected`: the provider will not text this number (not a mobile, a region
 * the account may not reach, a recipient who opted out): another try will not help, another number may.
 * `unavailable`: the provider failed, timed out or refused our credentials: try again later.
 */
export type SmsFailure = 'number_rejected' | 'unavailable';

/** Sent, with the provider's id of the message; or not, and why (failures are values, never thrown). */
export type SmsResult = { ok: true; id: string } | { ok: false; reason: SmsFailure; detail: string };

/** Sends text messages. Implementations: Twilio's Messages API, and a log sender for setups without one. */
export interface SmsSender {
  readonly kind: 'twilio' | 'log';
  send(message: SmsMessage): Promise<SmsResult>;
}

/** What the senders log with: pino's shape. */
export interface SmsLogger {
  info(obj: unknown, message: string): void;
  warn(obj: unknown, message: string): void;
}

/** A number as logs show it: its country code and last two digits, enough to tell messages apart. */
export function maskNumber(e164: string): string {
  return e164.length > 6 ? `${e164.slice(0, 3)}…${e164.slice(-2)}` : '…';
}
