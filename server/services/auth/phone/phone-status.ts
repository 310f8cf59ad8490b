import type { PhoneStatus } from '../../../../contracts/phone';
import type { Queryable } from '../../../db/pool';
import { selectPhoneNumber, selectPhoneVerification } from '../../../db/queries/phone-numbers';
import { PHONE_CODE_TRIES } from './phone-code';

/** The account's verified number, and the number waiting for its code while the code still works. */
export async function getPhoneStatus(db: Queryable, userId: string, now: Date): Promise<PhoneStatus> {
  const [phone, verification] = await Promise.all([selectPhoneNumber(db, userId), selectPhoneVerification(db, userId)]);
  const live = verification && verification.expires_at > now && verification.failures < PHONE_CODE_TRIES;
  return {
    number: phone?.e164 ?? null,
    verifiedAt: phone?.verified_at.toISOString() ?? null,
    pending: live ? { number: verification.e164, expiresAt: verification.expires_at.toISOString() } : null,
  };
}
