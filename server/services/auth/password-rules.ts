import { MIN_PASSWORD_LENGTH } from '../../../contracts/auth';
import { AppError } from '../../errors';
import { AUTH_MESSAGES } from './auth-messages';

/** Spec §9, in the spec's order: the two entries must match, then the password must be long enough. */
export function assertNewPassword(password: string, confirmPassword: string): void {
  if (password !== confirmPassword) throw new AppError('PASSWORDS_DONT_MATCH', AUTH_MESSAGES.passwordsDontMatch);
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError('PASSWORD_TOO_SHORT', AUTH_MESSAGES.passwordTooShort);
}
