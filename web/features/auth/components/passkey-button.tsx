import KeyRound from 'lucide-react/icons/key-round';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';

interface PasskeyButtonProps {
  label: string;
  onClick: () => void;
  pending: boolean;
  disabled?: boolean;
  /** Why the last try failed (cancelled, refused, a wrong passkey), said under the button. */
  error: unknown;
  variant?: ButtonVariant;
  /** 'md' beside the other ways of signing in (Google's button), 'lg' as the main way of a step. */
  size?: 'md' | 'lg';
}

/** The one look of "use a passkey" at sign-in and when confirming it is you: the button, then why it failed. */
export function PasskeyButton({ label, onClick, pending, disabled = false, error, variant = 'primary', size = 'lg' }: PasskeyButtonProps) {
  return (
    <div className="grid gap-2">
      <Button type="button" size={size} variant={variant} className="w-full" disabled={pending || disabled} aria-busy={pending} onClick={onClick}>
        {pending ? <Spinner /> : <KeyRound aria-hidden="true" />}
        {label}
      </Button>
      {error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
