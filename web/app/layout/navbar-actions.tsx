import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { saveCheckerDraft } from '../../lib/pending-rank-check';
import type { SessionState } from '../../features/auth/hooks/use-session';
import { wasSignedInHere } from '../../features/auth/api/session-store';
import { lazyWithData, loadWithData } from '../../components/with-data-layer';
import { SignedInActionsPlaceholder } from './signed-in-actions-placeholder';

// Signed in only: a guest, most home page visitors, never downloads it (nor the data layer it reads with).
const loadSignedInActions = () => import('./signed-in-actions').then((m) => m.SignedInActions);
const SignedInActions = lazyWithData(loadSignedInActions);

/** Spec §4: a guest going to sign in or sign up from the checker keeps the check they typed. */
const keepCheckerDraft = () => saveCheckerDraft(new Date());

/** Right side of the desktop navbar for each session state. */
export function NavbarActions({ session }: { session: SessionState }) {
  const asking = session.status === 'loading';
  useEffect(() => {
    // Someone signed in here before most likely still is: their actions (and the data layer they read with) load
    // beside the session's request instead of after its answer. A failed load is tried again when they render.
    if (asking && wasSignedInHere()) loadWithData(loadSignedInActions).catch(() => undefined);
  }, [asking]);
  if (session.status === 'loading') {
    // Same size as the guest actions, so nothing moves when the session arrives.
    return <div aria-hidden="true" data-testid="auth-actions-placeholder" className="hidden h-9 w-44 md:block" />;
  }
  if (session.status === 'signed-out' || !session.user) {
    return (
      <div className="hidden items-center gap-2 md:flex">
        <Link to={paths.login} onClick={keepCheckerDraft} className={buttonClasses('ghost', 'sm')}>
          Login
        </Link>
        <Link to={paths.signup} onClick={keepCheckerDraft} className={buttonClasses('primary', 'sm')}>
          Sign Up Free
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<SignedInActionsPlaceholder email={session.user.email} />}>
      <SignedInActions email={session.user.email} />
    </Suspense>
  );
}
