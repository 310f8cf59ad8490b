import type { INVITABLE_ROLES } from '../../../../contracts/workspace';
import type { WorkspaceRole } from '../../../../core/workspaces/roles';
import { ROLE_LABELS } from '../../../config/workspace-roles';

export { ROLE_LABELS };

export type InvitableRole = (typeof INVITABLE_ROLES)[number];


/** What each role may do (core/workspaces/roles.ts), in one line, for the person choosing it. */
export const ROLE_SUMMARIES: Record<InvitableRole, string> = {
  admin: 'Everything but billing and ownership: tracks keywords, runs checks, shares reports and manages the team.',
  member: 'Tracks keywords, runs checks and shares reports.',
  client: 'Read-only: sees the rankings and reports of the sites you choose, and runs no checks.',
};

/** The same, said to the person invited: "As a member you can …". */
export const ROLE_OFFERS: Record<InvitableRole, string> = {
  admin: 'track keywords, run checks, share reports and manage the team: everything but billing and ownership',
  member: 'track keywords, run checks and share reports',
  client: 'see the rankings and reports of the sites shared with you; you cannot run checks or change anything',
};

/** 'a member', 'an admin'. */
export function withArticle(role: WorkspaceRole): string {
  const word = ROLE_LABELS[role].toLowerCase();
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
}
