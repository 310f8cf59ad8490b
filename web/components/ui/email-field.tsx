import { TextField, type TextFieldProps } from './text-field';

/** An e-mail input as every form should have it: typed as e-mail, no auto-capitalising or spell-checking. */
export function EmailField({ label = 'Email', ...props }: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return <TextField label={label} name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...props} />;
}
