import { toE164 } from '../../../../contracts/phone';
import type { Queryable } from '../../../db/pool';
import { findUserByVerifiedPhone } from '../../../db/queries/phone-numbers';
import { findUserByEmail, type UserRow } from '../../../db/queries/users';
import { AppError } from '../../../errors';

/** What a sign-in names its account by: the e-mail address, or the phone number it verified (one of the two). */
export interface SignInIdentifier {
  email?: string | undefined;
  phone?: string | undefined;
}

const NAME_IT = 'Enter your e-mail address, or your phone number with its country code, like +44 7400 123456.';

/**
 * The account a sign-in names, and the key its failed attempts count under. A phone number finds only an account
 * that verified it. Failures count per account whichever way it is named (its e-mail address is the key), so
 * switching between e-mail and phone gives nobody more guesses; a name that finds no account counts as written.
 */
export async function findSignInAccount(db: Queryable, input: SignInIdentifier): Promise<{ user: UserRow | undefined; failureKey: string }> {
  if (input.phone === undefined) {
    if (input.email === undefined) throw new AppError('INVALID_INPUT', NAME_IT);
    return { user: await findUserByEmail(db, input.email), failureKey: input.email };
  }
  const e164 = toE164(input.phone);
  // Text that is no phone number says nothing about any account: the person learns how to write one.
  if (e164 === null) throw new AppError('INVALID_INPUT', NAME_IT);
  const user = await findUserByVerifiedPhone(db, e164);
  return { user, failureKey: user ? user.email.toLowerCase() : e164 };
}
