/** Spec §5 and §9: minimum password length (the server applies the same rule, contracts/auth.ts). */
export const MIN_PASSWORD_LENGTH = 6;

export interface PasswordProblem {
  field: 'password' | 'confirmPassword';
  title: string;
  description: string;
}

/**
 * Spec §5 sign-up rules, also used wherever a new password is chosen (reset, settings): the passwords
 * must match, then be at least 6 characters. Returns the first problem, or null.
 */
export function passwordProblem(password: string, confirmPassword: string): PasswordProblem | null {
  if (password !== confirmPassword) {
    return { field: 'confirmPassword', title: "Passwords don't match", description: 'Please make sure your passwords match' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      field: 'password',
      title: 'Password too short',
      description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    };
  }
  return null;
}
