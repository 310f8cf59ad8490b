import { useId, useState, type FormEvent } from 'react';
import Send from 'lucide-react/icons/send';
import { invitationCreateSchema, type Team } from '../../../../contracts/workspace';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/email-field';
import { Spinner } from '../../../components/ui/spinner';
import { useInvite } from '../api/team';
import { errorText } from '../../../lib/error-text';
import { FormError } from './form-message';
import { RoleChoice } from './role-choice';
import type { InvitableRole } from './role-text';
import { NO_SITE_CHOSEN, SiteChooser } from './site-chooser';

interface TeamInviteFormProps {
  team: Team;
  /** Why nobody can be invited now (all seats taken), shown by the caller; the form is disabled and points at it. */
  disabledReasonId: string | null;
}

/** "Invite someone": an e-mail, a role, a client's sites; checked with the schema of the route it posts to. */
export function TeamInviteForm({ team, disabledReasonId }: TeamInviteFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [sites, setSites] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ email?: string; sites?: string }>({});
  const [sent, setSent] = useState<string | null>(null);
  const invite = useInvite();
  // Nothing can be filled in or sent while the seats are full.
  const locked = disabledReasonId !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = invitationCreateSchema.safeParse({ email, role, sites: role === 'client' ? sites : [] });
    const emailError = email.trim() === '' ? 'Enter the e-mail address of the person to invite.' : parsed.error?.issues.find((issue) => issue.path[0] === 'email')?.message;
    const sitesError = role === 'client' && sites.length === 0 ? NO_SITE_CHOSEN : undefined;
    setErrors({ email: emailError, sites: sitesError });
    setSent(null);
    if (!parsed.success || emailError || sitesError) {
      if (emailError) document.getElementById(`${id}-email`)?.focus();
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setSent(parsed.data.email);
        setEmail('');
        setRole('member');
        setSites([]);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-describedby={disabledReasonId ?? undefined} className="grid gap-4 rounded-lg border border-border p-4">
      <h4 id={`${id}-title`} className="font-semibold">
        Invite someone
      </h4>
      <div className="grid min-w-0 gap-4">
        <EmailField
          id={`${id}-email`}
          label="E-mail address"
          // Someone else's address: the browser should not offer the user's own.
          autoComplete="off"
          hint="We e-mail them a link that works for 7 days. They sign in or sign up with this address to join."
          value={email}
          error={errors.email}
          disabled={locked}
          onChange={(event) => setEmail(event.target.value)}
        />
        <RoleChoice value={role} onChange={setRole} disabled={locked} />
        {role === 'client' ? <SiteChooser legend="Sites they can see" sites={team.sites} value={sites} error={errors.sites} disabled={locked} onChange={setSites} /> : null}
      </div>
      <FormError message={invite.isError ? errorText(invite.error) : null} />
      <div role="status" className="empty:hidden">
        {sent ? (
          <p className="rounded-md bg-success-soft px-3 py-2 text-sm font-medium text-success-soft-foreground [overflow-wrap:anywhere]">
            Invitation sent to {sent}. The link in the e-mail works for 7 days.
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={locked || invite.isPending} aria-busy={invite.isPending}>
          {invite.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          Send invitation
        </Button>
      </div>
    </form>
  );
}
