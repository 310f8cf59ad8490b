import type { WorkspaceRole } from '../../core/workspaces/roles';

/** How the app names each role of a workspace (decision 025). */
export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  client: 'Client (read-only)',
};
