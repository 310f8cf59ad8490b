import { timingSafeEqual } from 'node:crypto';
import type { PhoneStatus } from '../../../../contracts/phone';
import { withTransaction } from '../../../db/pool';
import {
  countPhoneVerificationFailure,
  deletePhoneVerification,
  savePhoneNumber,
  selectPhoneNumber,
  selectPhoneVerification,
  takePhoneVerification,
} from '../../../db/queries/phone-numbers';
import { AppError } from '../../../errors';
import { appLink } from '../auth-deps';
import { hashPhoneCode, PHONE_CODE_TRIES } from './phone-code';
import { recordPhoneChange } from './phone-audit';
import type { PhoneDeps, PhonePerson } from './phone-deps';
import { phoneAddedMail } from './phone-mails';
import { getPhoneStatus } from './phone-status';

const WRONG = 'That code did not work: it is wrong, used, or older than 10 minutes. Check the text message, or ask for a new code.';
const LAST_TRY = 'That code did not work 5 times, so it no longer does. Ask for a new code.';
const TAKEN = 'This number is already on another Rank Checker account. Remove it there first, or add another number.';

/**
 * Confirms the number with the code texted to it: it becomes the account's phone number (replacing the one before),
 * signs in with the password from now on, and the account is told by e-mail. The code works once; five wrong tries
 * end it. A number another account verified meanwhile is refused (said only to whoever holds the phone).
 */
export async function confirmPhone(deps: PhoneDeps, person: PhonePerson, code: string): Promise<PhoneStatus> {
  const now = deps.now();
  const pending = await selectPhoneVerification(deps.pool, person.id);
  if (!pending || pending.expires_at <= now || pending.failures >= PHONE_CODE_TRIES) throw new AppError('INVALID_CODE', WRONG);
  const typed = hashPhoneCode(person.id, pending.e164, code.trim());
  if (!timingSafeEqual(typed, pending.code_hash)) {
    if ((await countPhoneVerificationFailure(deps.pool, person.id)) < PHONE_CODE_TRIES) throw new AppError('INVALID_CODE', WRONG);
    await deletePhoneVerification(deps.pool, person.id);
    throw new AppError('INVALID_CODE', LAST_TRY);
  }
  await withTransaction(deps.pool, async (db) => {
    // Two tries at once with the right code: one takes it, the other reads as a used code.
    if (!(await takePhoneVerification(db, person.id, typed))) throw new AppError('INVALID_CODE', WRONG);
    const before = await selectPhoneNumber(db, person.id);
    if (!(await savePhoneNumber(db, person.id, pending.e164, now))) throw new AppError('ALREADY_EXISTS', TAKEN);
    if (before) await recordPhoneChange(db, person.id, 'phone.removed', before.e164, now);
    await recordPhoneChange(db, person.id, 'phone.added', pending.e164, now);
  });
  deps.outbox.send(person.email, phoneAddedMail(pending.e164, appLink(deps, '/settings#phone')));
  return getPhoneStatus(deps.pool, person.id, now);
}
