import { useRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

const WIDTHS = {
  sm: 'w-[min(28rem,calc(100vw-1rem))] sm:w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(36rem,calc(100vw-1rem))] sm:w-[min(36rem,calc(100vw-2rem))]',
  lg: 'w-[min(44rem,calc(100vw-1rem))] sm:w-[min(44rem,calc(100vw-2rem))]',
  xl: 'w-[min(56rem,calc(100vw-1rem))] sm:w-[min(56rem,calc(100vw-2rem))]',
} as const;

interface DialogFrameProps {
  /** Controlled; leave both out when `trigger` opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (one element; it becomes the dialog's trigger). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Above the title: an icon or a small label. */
  eyebrow?: ReactNode;
  size?: keyof typeof WIDTHS;
  children: ReactNode;
}

/**
 * Where focus goes when a dialog closes and its opener is gone or disabled (an empty state's button, replaced
 * by the list the dialog filled): the page's heading, made focusable, rather than the page's body.
 */
function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * The app's modal dialog: a card over a dimmed page with a close button, title, description and a body that
 * scrolls when the screen is short. Radix keeps focus inside and gives it back to the opener on close, or to
 * the page's heading when the opener went away meanwhile.
 */
export function DialogFrame({ open, onOpenChange, trigger, title, description, eyebrow, size = 'lg', children }: DialogFrameProps) {
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100svh-1rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl focus:outline-none sm:max-h-[calc(100svh-2rem)] sm:p-6',
            WIDTHS[size],
          )}
          // Before Radix moves focus inside: what had it is where it goes back to.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            if (back instanceof HTMLElement && back.isConnected && !back.matches(':disabled')) return;
            event.preventDefault();
            focusPageHeading();
          }}
        >
          <Dialog.Close className={buttonClasses('ghost', 'icon', 'absolute top-2 right-2')} aria-label="Close">
            <X aria-hidden="true" />
          </Dialog.Close>
          <div className="pr-10">
            {eyebrow}
            <Dialog.Title className={cn('text-xl font-semibold break-words', eyebrow ? 'mt-1' : undefined)}>{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm break-words text-muted-foreground">{description}</Dialog.Description>
          </div>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
