import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../hooks/use-session';
import { paths } from '../../../config/paths';
import { loginPathFor } from '../lib/post-auth-target';
import { userJustSignedOut } from '../lib/user-sign-out';

/**
 * Layout route around the pages that need an account (spec §2): a centred spinner while the session
 * loads, /login?next=<this page> when nobody is signed in (home right after a Logout), the page otherwise.
 */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <div role="status" className="flex min-h-[60svh] items-center justify-center">
        <Spinner className="size-8 text-brand" label="Checking your session…" />
      </div>
    );
  }
  if (status === 'signed-out') return <Navigate to={userJustSignedOut() ? paths.home : loginPathFor(location)} replace />;
  return <Outlet />;
}
