import type { PhoneStatus } from '../../../../contracts/phone';
import { withTransaction } from '../../../db/pool';
import { deletePhoneNumber, deletePhoneVerification } from '../../../db/queries/phone-numbers';
import { AppError } from '../../../errors';
import { appLink } from '../auth-deps';
import { recordPhoneChange } from './phone-audit';
import type { PhoneDeps, PhonePerson } from './phone-deps';
import { phoneRemovedMail } from './phone-mails';
import { getPhoneStatus } from './phone-status';

/** Removes the account's phone number: it no longer signs in. The account is told by e-mail. */
export async function removePhone(deps: PhoneDeps, person: PhonePerson): Promise<void> {
  const now = deps.now();
  const removed = await withTransaction(deps.pool, async (db) => {
    const e164 = await deletePhoneNumber(db, person.id);
    if (e164) await recordPhoneChange(db, person.id, 'phone.removed', e164, now);
    return e164;
  });
  if (!removed) throw new AppError('NOT_FOUND', 'Your account has no phone number to remove.');
  deps.outbox.send(person.email, phoneRemovedMail(removed, appLink(deps, '/settings#phone')));
}

/** Drops a number waiting for its code (the code stops working); the account's verified number stays. */
export async function cancelPhoneVerification(deps: PhoneDeps, userId: string): Promise<PhoneStatus> {
  await deletePhoneVerification(deps.pool, userId);
  return getPhoneStatus(deps.pool, userId, deps.now());
}
