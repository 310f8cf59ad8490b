import { siteKey } from '../../../core/competitors/site-key';
import { tierFeatures } from '../../../core/plans/feature-access';
import type { Queryable } from '../../db/pool';
import { selectReportBranding } from '../../db/queries/report-branding';
import { findUserById } from '../../db/queries/users';
import { selectWorkspaceSites } from '../../db/queries/workspace-members';
import { AppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';

export interface WorkspaceIdentity {
  /** What the app calls the workspace: its white label's company, else its owner's e-mail. */
  name: string;
  ownerEmail: string;
  /** The white label while the plan includes it: what e-mails and a client's pages show instead of ours. */
  brand: string | null;
}

export async function workspaceIdentity(db: Queryable, workspaceId: string, now: Date): Promise<WorkspaceIdentity> {
  const [owner, branding, { tier }] = await Promise.all([findUserById(db, workspaceId), selectReportBranding(db, workspaceId), loadUserPlan(db, workspaceId, now)]);
  if (owner === undefined) throw new AppError('NOT_FOUND', 'This workspace no longer exists.');
  return { name: branding?.companyName ?? owner.email, ownerEmail: owner.email, brand: tierFeatures(tier).whiteLabel ? (branding?.companyName ?? null) : null };
}

/**
 * The sites chosen for a client, as the workspace tracks them: at least one, each one of its tracked sites
 * (typed any way: "https://www.Example.com/" is example.com).
 */
export async function chosenSites(db: Queryable, workspaceId: string, requested: readonly string[]): Promise<string[]> {
  if (requested.length === 0) throw new AppError('INVALID_INPUT', 'Choose at least one site the client may see.');
  const tracked = await selectWorkspaceSites(db, workspaceId);
  const chosen = requested.map((site) => {
    const match = tracked.find((candidate) => siteKey(candidate) === siteKey(site));
    if (match === undefined) throw new AppError('INVALID_INPUT', `${site} is not one of this workspace's tracked sites.`);
    return match;
  });
  return [...new Set(chosen)];
}
