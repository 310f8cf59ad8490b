import { useSearchParams } from 'react-router';
import Users from 'lucide-react/icons/users';
import type { InvitationPreview } from '../../../../contracts/workspace';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useInvitationPreview } from '../api/invitation';
import { formatDay } from './format-day';
import { JoinActions } from './join-actions';
import { JoinDeadLink } from './join-dead-link';
import { JoinLayout } from './join-layout';
import { ROLE_OFFERS, withArticle } from './role-text';

const MISSING_TOKEN = 'This invitation link is incomplete. Open the whole link from the e-mail again.';
const strong = 'font-medium text-foreground [overflow-wrap:anywhere]';

function Offer({ invitation }: { invitation: InvitationPreview }) {
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-base">
        {invitation.invitedBy ? (
          <>
            <span className={strong}>{invitation.invitedBy}</span> invited <span className={strong}>{invitation.email}</span>
          </>
        ) : (
          <>
            <span className={strong}>{invitation.email}</span> is invited
          </>
        )}{' '}
        to join <span className={strong}>{invitation.workspace}</span> as {withArticle(invitation.role)}.
      </p>
      <p className="rounded-lg bg-muted px-4 py-3 text-muted-foreground">
        As {withArticle(invitation.role)} you can {ROLE_OFFERS[invitation.role]}.
      </p>
      <p className="text-muted-foreground">
        This invitation expires on <time dateTime={invitation.expiresAt}>{formatDay(invitation.expiresAt)}</time> and works once.
      </p>
    </div>
  );
}

/**
 * /join?token= — the link of an invitation e-mail: what it offers, then signing in (or up) with the invited address
 * and accepting, which switches to the workspace joined. `signedInEmail` is the session's address, null when nobody
 * is signed in.
 */
export function JoinPage({ signedInEmail }: { signedInEmail: string | null }) {
  const token = useSearchParams()[0].get('token') ?? '';
  const preview = useInvitationPreview(token);

  if (!token) return <JoinDeadLink message={MISSING_TOKEN} />;
  if (preview.isPending) {
    return (
      <JoinLayout title="Join a workspace" icon={<Users aria-hidden="true" />}>
        <p role="status" className="flex items-center justify-center gap-3 py-6 text-muted-foreground">
          <Spinner className="size-5" />
          Opening your invitation…
        </p>
      </JoinLayout>
    );
  }
  if (preview.isError) {
    if (preview.error instanceof ApiError && preview.error.code === 'INVALID_TOKEN') return <JoinDeadLink message={preview.error.message} />;
    return (
      <JoinLayout title="Join a workspace" icon={<Users aria-hidden="true" />}>
        <LoadError what="this invitation" error={preview.error} onRetry={() => void preview.refetch()} />
      </JoinLayout>
    );
  }
  return (
    <JoinLayout title={`Join ${preview.data.workspace}`} icon={<Users aria-hidden="true" />}>
      <Offer invitation={preview.data} />
      <JoinActions token={token} invitation={preview.data} signedInEmail={signedInEmail} />
    </JoinLayout>
  );
}
