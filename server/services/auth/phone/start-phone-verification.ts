import { formatPhoneNumber, type PhoneStatus } from '../../../../contracts/phone';
import type { SmsFailure } from '../../../adapters/sms';
import { selectPhoneNumber, upsertPhoneVerification } from '../../../db/queries/phone-numbers';
import { AppError } from '../../../errors';
import { consumeRateLimit, RATE_LIMITS } from '../../usage/rate-limiter';
import type { ClientContext } from '../auth-deps';
import { newPhoneCode, hashPhoneCode, PHONE_CODE_MINUTES, phoneCodeText } from './phone-code';
import type { PhoneDeps, PhonePerson } from './phone-deps';
import { getPhoneStatus } from './phone-status';

/** What the person reads when the provider did not send the text: nothing was saved, so they can simply try again. */
function notSent(reason: SmsFailure, e164: string): AppError {
  if (reason === 'number_rejected') {
    return new AppError('INVALID_INPUT', `We could not send a text message to ${formatPhoneNumber(e164)}. Check the number, or use another mobile number.`);
  }
  return new AppError('UNAVAILABLE', 'We could not send the text message just now. Please try again in a few minutes.');
}

/**
 * Texts a 6-digit code to `e164` to prove the account holds that phone; the number is added once the code comes
 * back (confirmPhone). Limited per client, per account, and per number a day whoever asks. The code is kept only
 * once the provider took the message: a failure is told to the person and leaves nothing behind.
 */
export async function startPhoneVerification(deps: PhoneDeps, person: PhonePerson, e164: string, client: ClientContext): Promise<PhoneStatus> {
  const now = deps.now();
  if ((await selectPhoneNumber(deps.pool, person.id))?.e164 === e164) {
    throw new AppError('INVALID_INPUT', `${formatPhoneNumber(e164)} is already your phone number.`);
  }
  await consumeRateLimit(deps.pool, RATE_LIMITS.phoneCodeIp, client.ip, now);
  await consumeRateLimit(deps.pool, RATE_LIMITS.phoneCodeAccount, person.id, now);
  await consumeRateLimit(deps.pool, RATE_LIMITS.phoneCodeNumber, e164, now);
  const code = newPhoneCode();
  const sent = await deps.sms.send({ to: e164, text: phoneCodeText(code, deps.appUrl) });
  if (!sent.ok) throw notSent(sent.reason, e164);
  const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
  await upsertPhoneVerification(deps.pool, person.id, { e164, codeHash: hashPhoneCode(person.id, e164, code), expiresAt }, now);
  return getPhoneStatus(deps.pool, person.id, now);
}
