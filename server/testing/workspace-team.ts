import type { WorkspaceRole } from '../../core/workspaces/roles';
import type { Queryable } from '../db/pool';
import { upsertUserPlan } from '../db/queries/user-plans';
import { insertMember } from '../db/queries/workspace-members';
import { signInAs, type SignedInUser } from './sign-in';

/** Someone signed in, and the header that makes their requests act in a workspace. */
export interface TeamMember extends SignedInUser {
  headers: { cookie: string; 'x-workspace': string };
}

/**
 * A Pro owner and one signed-in person per role given, joined straight in the database (the invitation flow has
 * its own tests): for route tests that need a team, not the way to one.
 */
export async function seedTeam(
  db: Queryable,
  roles: readonly { role: Exclude<WorkspaceRole, 'owner'>; sites?: string[] }[],
  now: Date,
): Promise<{ owner: TeamMember; members: TeamMember[] }> {
  const owner = await signInAs(db, undefined, now);
  await upsertUserPlan(db, owner.userId, { planType: 'enterprise', subscriptionStatus: 'active' }, now);
  const members: TeamMember[] = [];
  for (const { role, sites = [] } of roles) {
    const user = await signInAs(db, undefined, now);
    await insertMember(db, { workspaceId: owner.userId, userId: user.userId, role, sites, invitedBy: owner.userId }, now);
    members.push({ ...user, headers: { cookie: user.cookie, 'x-workspace': owner.userId } });
  }
  return { owner: { ...owner, headers: { cookie: owner.cookie, 'x-workspace': owner.userId } }, members };
}
