import { cn } from '../../lib/cn';

/** First letter of the e-mail on a round brand-tinted badge. */
export function UserAvatar({ email, className }: { email: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-foreground uppercase',
        className,
      )}
    >
      {email.trim().charAt(0) || '?'}
    </span>
  );
}
