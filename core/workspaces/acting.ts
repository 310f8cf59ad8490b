/**
 * Who acts, and in which workspace (decision 025): the data read or changed is the workspace's (keyed by its
 * account's user id), the deed is the actor's (the activity log names them, their keys are theirs).
 */
export interface Acting {
  workspaceId: string;
  actorId: string;
}

/** A person acting in their own workspace: jobs and tests that act for an account's owner. */
export const actingAsOwner = (userId: string): Acting => ({ workspaceId: userId, actorId: userId });
