import CircleX from 'lucide-react/icons/circle-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Link, useNavigate } from 'react-router';
import type { InvitationPreview } from '../../../../contracts/workspace';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { savePendingInvitation } from '../../../lib/pending-invitation';
import { useAcceptInvitation } from '../api/invitation';
import { errorText } from '../../../lib/error-text';
import { withArticle } from './role-text';

const withNext = (page: string, token: string) => `${page}?${new URLSearchParams({ next: `${paths.join}?${new URLSearchParams({ token }).toString()}` }).toString()}`;

const strong = 'font-medium [overflow-wrap:anywhere]';

interface JoinActionsProps {
  token: string;
  invitation: InvitationPreview;
  signedInEmail: string | null;
}

/** What the visitor can do about the invitation: sign in or up, accept, or switch to the invited address. */
export function JoinActions({ token, invitation, signedInEmail }: JoinActionsProps) {
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  // Signing up goes through an e-mail confirmation, maybe in another tab: the app brings the invitee back here.
  const remember = () => savePendingInvitation(token, new Date());

  if (signedInEmail === null) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Sign in, or create an account, with <span className={strong}>{invitation.email}</span> to accept.
        </p>
        <Link to={withNext(paths.login, token)} onClick={remember} className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign in to accept
        </Link>
        <Link to={withNext(paths.signup, token)} onClick={remember} className={buttonClasses('outline', 'lg', 'w-full')}>
          Create an account
        </Link>
      </div>
    );
  }

  if (signedInEmail.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Alert tone="warning" role="status" icon={<TriangleAlert aria-hidden="true" />} title="This invitation is for another address">
        <p>
          You are signed in as <span className={strong}>{signedInEmail}</span>; this invitation is for <span className={strong}>{invitation.email}</span>. Sign
          out and sign in as <span className={strong}>{invitation.email}</span> to accept.
        </p>
      </Alert>
    );
  }

  const join = () =>
    accept.mutate(undefined, {
      onSuccess: (joined) => {
        void notify.success(`You joined ${joined.name}`, `You are ${withArticle(joined.role)} there.`);
        void navigate(`${paths.sites}?workspace=${encodeURIComponent(joined.workspaceId)}`);
      },
    });
  return (
    <div className="grid gap-3">
      {accept.isError ? (
        <Alert tone="danger" role="alert" icon={<CircleX aria-hidden="true" />} title="Could not join">
          {errorText(accept.error)}
        </Alert>
      ) : null}
      <Button size="lg" className="w-full" onClick={join} disabled={accept.isPending} aria-busy={accept.isPending}>
        {accept.isPending ? <Spinner /> : null}
        Accept and join
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Signed in as <span className={strong}>{signedInEmail}</span>. Joining leaves your own account as it is.
      </p>
    </div>
  );
}
