import type { WorkspaceRole } from '../../../core/workspaces/roles';
import { renderActionMail } from '../mail/action-mail';
import { PRODUCT_NAME, type MailContent } from '../mail/mail-layout';

export interface InvitationMailInput {
  /** Who invites: the invitee must know who asks. */
  inviter: string;
  /** The workspace's name (its white label's company, or its owner's e-mail). */
  workspace: string;
  role: Exclude<WorkspaceRole, 'owner'>;
  /** {APP_URL}/join?token=… */
  link: string;
  /** The white label while the plan includes it: the e-mail comes from, and speaks of, that name alone. */
  brand: string | null;
}

const WHAT_THEY_DO: Record<InvitationMailInput['role'], string> = {
  admin: 'track keywords, run checks, share reports and manage the team',
  member: 'track keywords, run checks and share reports',
  client: 'see the rankings and reports of the sites shared with you',
};

/** The invitation: who asks, to do what, and the single-use link that joins. Ignoring it is the way to say no. */
export function invitationMail(input: InvitationMailInput): MailContent {
  const brand = input.brand || undefined;
  const where = brand ?? `${input.workspace} on ${PRODUCT_NAME}`;
  return renderActionMail({
    brand,
    subject: `${input.inviter} invited you to ${brand ?? input.workspace}`,
    heading: `Join ${brand ?? input.workspace}`,
    intro: [`${input.inviter} invited you to join ${where}, where you can ${WHAT_THEY_DO[input.role]}.`],
    action: { label: 'Accept the invitation', url: input.link, expiry: 'This link expires in 7 days and works once. Sign in or sign up with this e-mail address to accept it.' },
    outro: ['If you were not expecting this, ignore this e-mail: nobody joins without the link.'],
  });
}
