import { useId } from 'react';
import MailX from 'lucide-react/icons/mail-x';
import type { TeamInvitation } from '../../../../contracts/workspace';
import { Badge } from '../../../components/ui/badge';
import { notify } from '../../../lib/notify';
import { useRevokeInvitation } from '../api/team';
import { ConfirmButton } from './confirm-button';
import { formatDay } from './format-day';
import { ROLE_LABELS } from './role-text';

/** One invitation not yet accepted: to whom, as what, until when, and revoking it. */
export function TeamInvitationItem({ invitation, fallbackFocus }: { invitation: TeamInvitation; fallbackFocus: () => HTMLElement | null }) {
  const emailId = useId();
  const revoke = useRevokeInvitation();
  return (
    <li aria-labelledby={emailId} className="flex flex-col gap-3 py-4 text-sm first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p id={emailId} className="min-w-0 font-medium [overflow-wrap:anywhere]">
            {invitation.email}
          </p>
          <Badge>{ROLE_LABELS[invitation.role]}</Badge>
        </div>
        {invitation.role === 'client' ? <p className="text-muted-foreground [overflow-wrap:anywhere]">Will see {invitation.sites.join(', ')}</p> : null}
        <p className="text-muted-foreground">
          Sent <time dateTime={invitation.invitedAt}>{formatDay(invitation.invitedAt)}</time> · expires{' '}
          <time dateTime={invitation.expiresAt}>{formatDay(invitation.expiresAt)}</time>
        </p>
      </div>
      <div className="shrink-0">
        <ConfirmButton
          danger
          trigger={
            <>
              <MailX aria-hidden="true" />
              Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
            </>
          }
          title="Revoke this invitation?"
          description={
            <>
              The link sent to <span className="font-medium text-foreground [overflow-wrap:anywhere]">{invitation.email}</span> stops working at once, and
              its seat is free again. You can invite them again later.
            </>
          }
          confirmLabel="Revoke invitation"
          pendingLabel="Revoking…"
          fallbackFocus={fallbackFocus}
          onConfirm={() => revoke.mutateAsync(invitation.id).then(() => void notify.success('Invitation revoked', invitation.email))}
        />
      </div>
    </li>
  );
}
