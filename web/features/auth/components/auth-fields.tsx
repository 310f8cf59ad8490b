import { EmailField as SharedEmailField } from '../../../components/ui/email-field';
import { TextField } from '../../../components/ui/text-field';
import { MIN_PASSWORD_LENGTH } from '../../../lib/password-rules';
import type { PasswordProblem } from '../../../lib/password-rules';

/**
 * The sign-in page's first field: the account's e-mail address or, once verified in Settings, its phone number
 * (spec §5). Typed as text, since an e-mail input refuses a number; `username` lets password managers fill it.
 */
export function EmailOrPhoneField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Email or phone"
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      hint="A phone number with its country code, like +44 7400 123456."
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The e-mail input every account form uses. */
export function EmailField({ value, onChange, label = 'Email' }: { value: string; onChange: (value: string) => void; label?: string }) {
  return <SharedEmailField label={label} value={value} onChange={(event) => onChange(event.target.value)} />;
}

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  /** The spec's password rule that failed, shown under the field it concerns. */
  problem: PasswordProblem | null;
  passwordLabel?: string;
}

/** A new password typed twice, as sign-up and password reset ask for it. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const errorFor = (field: PasswordProblem['field']) => (props.problem?.field === field ? props.problem.description : null);
  return (
    <>
      <TextField
        label={props.passwordLabel ?? 'Password'}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errorFor('password')}
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errorFor('confirmPassword')}
        value={props.confirmPassword}
        onChange={(event) => props.onConfirmPasswordChange(event.target.value)}
      />
    </>
  );
}
