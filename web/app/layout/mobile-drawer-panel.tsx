import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { GUEST_NAV_LINKS, isNavLinkActive } from './nav-links';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
}

/** Side drawer for small screens: repeats the navbar's links and actions, closes when one is chosen. */
export function MobileDrawerPanel({ open, onOpenChange, pathname }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 border-l border-border bg-background p-5 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Logo onClick={close} />
            <Dialog.Close className={buttonClasses('ghost', 'icon')} aria-label="Close menu">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {GUEST_NAV_LINKS.map((item) => {
                const active = isNavLinkActive(pathname, item.href);
                return (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      onClick={close}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'block rounded-md px-3 py-3 text-base font-medium',
                        active ? 'bg-brand-soft text-brand-soft-foreground' : 'text-foreground hover:bg-muted',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-2">
            <Link to={paths.login} onClick={close} className={buttonClasses('outline', 'md', 'w-full')}>
              Login
            </Link>
            <Link to={paths.signup} onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
              Sign Up Free
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
