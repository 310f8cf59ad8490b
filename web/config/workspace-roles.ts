import type { WorkspaceRole } from '../../core/workspaces/roles';

/** How the app names each role of a workspace (decision 025). */
export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  client: 'Client',
};

/** The role as the workspace bar and the avatar menu say it: a client is told their access only reads. */
export const roleWithAccess = (role: WorkspaceRole): string => (role === 'client' ? 'Client (read-only)' : ROLE_LABELS[role]);
