import type { AccessTier } from '../plans/daily-limit';

/**
 * What a member of a workspace may do (decision 025). A workspace is its owner's account; the others act in it
 * with one of these roles. Checked in one place on the server, by the capability each operation needs.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'client'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * - `self`: the person's own things, whatever the workspace (their password, sessions, bell, e-mail settings,
 *   lessons, time zone);
 * - `read`: the workspace's sites, history, reports and figures (a client: only the sites chosen for them);
 * - `track`: checks, tracked keywords, schedules, competitors, alert rules, deleting history;
 * - `report`: sharing reports and report e-mails;
 * - `keys`: one's own API keys in the workspace;
 * - `integrate`: webhooks and the white label;
 * - `audit`: the activity log, the people in the workspace, inviting and removing them;
 * - `ownership`: members' roles and transferring the workspace;
 * - `billing`: the plan, trials and payment.
 */
export const CAPABILITIES = ['self', 'read', 'track', 'report', 'keys', 'integrate', 'audit', 'ownership', 'billing'] as const;
export type Capability = (typeof CAPABILITIES)[number];

const GRANTS: Record<WorkspaceRole, readonly Capability[]> = {
  owner: CAPABILITIES,
  admin: ['self', 'read', 'track', 'report', 'keys', 'integrate', 'audit'],
  member: ['self', 'read', 'track', 'report', 'keys'],
  client: ['self', 'read'],
};

/** Whether a role may do what a capability covers. */
export function can(role: WorkspaceRole, capability: Capability): boolean {
  return GRANTS[role].includes(capability);
}

/** People a workspace holds, its owner included, by the owner's plan; Free shares with nobody. */
export const WORKSPACE_SEATS: Record<Exclude<AccessTier, 'guest'>, number> = { free: 1, trial: 2, pro: 3, enterprise: 25 };
