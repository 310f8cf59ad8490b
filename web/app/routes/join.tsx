import { useEffect } from 'react';
import { useSession } from '../../features/auth/hooks/use-session';
import { JoinPage } from '../../features/team/components/join-page';
import { takePendingInvitation } from '../../lib/pending-invitation';
import { PageSkeleton } from '../layout/page-skeleton';

/** /join?token=… — an invitation link: what it offers, and joining once signed in with the invited address. */
export function JoinRoute() {
  const session = useSession();
  const signedIn = session.user !== null;
  // Back at the link signed in: the invitation remembered across sign-up has done its work.
  useEffect(() => {
    if (signedIn) takePendingInvitation(new Date());
  }, [signedIn]);
  // Until the session is known, "Sign in to accept" would flash at someone already signed in.
  if (session.status === 'loading') return <PageSkeleton />;
  return <JoinPage signedInEmail={session.user?.email ?? null} />;
}
