import { Suspense, lazy, useState } from 'react';
import Menu from 'lucide-react/icons/menu';
import { buttonClasses } from '../../components/ui/button';
import type { SessionState } from '../../features/auth/hooks/use-session';
import { cn } from '../../lib/cn';

// The drawer (radix Dialog, focus trap, scroll lock) is only needed on small screens once opened, so its
// code loads on the first intent (hover, focus or tap) instead of with every page.
const loadPanel = () => import('./mobile-drawer-panel');
const MobileDrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileDrawerPanel })));

/** Menu button of the mobile navbar and the side drawer it opens. */
export function MobileDrawer({ pathname, session }: { pathname: string; session: SessionState }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const prefetch = () => void loadPanel().catch(() => undefined);
  const signedIn = session.status === 'signed-in';

  return (
    <>
      <button
        type="button"
        className={cn(buttonClasses('ghost', 'icon'), signedIn ? 'lg:hidden' : 'md:hidden')}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel open={open} onOpenChange={setOpen} pathname={pathname} session={session} />
        </Suspense>
      ) : null}
    </>
  );
}
