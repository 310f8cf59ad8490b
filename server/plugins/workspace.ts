import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteKey } from '../../core/competitors/site-key';
import type { Acting } from '../../core/workspaces/acting';
import { can, type WorkspaceRole } from '../../core/workspaces/roles';
import type { MembershipRow } from '../db/queries/workspace-members';
import { AppError } from '../errors';
import { CLIENT_SITE_SCOPE, OPERATION_CAPABILITIES, WORKSPACE_OPERATION_CAPABILITIES } from '../services/workspaces/operation-capabilities';
import { AUTH_MESSAGES } from '../services/auth/auth-messages';

/** The workspace a request acts in (decision 025), resolved once per request beside `request.user`. */
export interface RequestWorkspace {
  /** The workspace's account: the user id all its data is keyed by. */
  id: string;
  role: WorkspaceRole;
  /** For a client, the sites they may see (as tracked: tracked_sites.website_url); null for every other role. */
  sites: readonly string[] | null;
  /** Its owner requires a second step the caller has not set up: only their own things answer until they do. */
  twoStepMissing: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set with `user`; null when nobody is signed in, or when the workspace named is not one of theirs. */
    workspace: RequestWorkspace | null;
  }
}

/** The header the app sends to act in a workspace other than the caller's own (a key acts in its own). */
export const WORKSPACE_HEADER = 'x-workspace';
/** The query parameter that does the same for a link the browser follows (a download). */
export const WORKSPACE_PARAM = 'workspace';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_A_MEMBER = 'You are no longer a member of this workspace. Ask its owner to invite you again, or switch to your own workspace.';
const CLIENT_REFUSED = 'Your access to this workspace is read-only: ask its owner or an admin to do this.';
const ROLE_REFUSED = 'Your role in this workspace does not allow this: ask its owner or an admin.';
const SITE_NOT_SHARED = 'This site was not found.';
const TWO_STEP_REQUIRED = 'The owner of this workspace requires two-step sign-in. Set it up in Settings → Two-step sign-in, then come back.';
const CHOOSE_A_SITE = 'Choose one of the sites shared with you.';
const NOT_SHARED_WITH_YOU = 'This site is not one of those shared with you.';

/** Whether a workspace named by a request can be one at all (a malformed one is refused without a query). */
export const isWorkspaceId = (value: string): boolean => UUID.test(value);

/**
 * The workspace a signed-in caller acts in, from their membership of it (read with their session or key): null
 * when it is not (or no longer) theirs. That is refused where a workspace is needed, never quietly swapped for
 * their own: an open page of a removed member must say so rather than show other data.
 */
export function workspaceFrom(id: string, membership: MembershipRow): RequestWorkspace | null {
  if (membership.role === null) return null;
  return { id, role: membership.role, sites: membership.role === 'client' ? membership.sites : null, twoStepMissing: membership.twoStepMissing };
}

/** The workspace of a signed-in request: 401 UNAUTHENTICATED without a caller, 403 NOT_A_MEMBER when refused. */
export function requireWorkspace(request: FastifyRequest): RequestWorkspace {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
  if (!request.workspace) throw new AppError('NOT_A_MEMBER', NOT_A_MEMBER);
  return request.workspace;
}

/** The account whose data a signed-in request reads and changes. */
export const workspaceOf = (request: FastifyRequest): string => requireWorkspace(request).id;

/** The workspace and the person acting in it, for what the activity log records. */
export function actingOf(request: FastifyRequest): Acting {
  const workspace = requireWorkspace(request);
  return { workspaceId: workspace.id, actorId: request.user!.id };
}

/** Whether a client may see a site (compared in the light form, as typed or as tracked). */
export function clientSeesSite(workspace: RequestWorkspace, site: string): boolean {
  if (workspace.sites === null) return true;
  const key = siteKey(site);
  return workspace.sites.some((allowed) => siteKey(allowed) === key);
}

/** Narrows a list of a workspace's sites to those a client may see; every site for the other roles. */
export function visibleSites<T>(workspace: RequestWorkspace, items: readonly T[], siteOf: (item: T) => string): T[] {
  return items.filter((item) => clientSeesSite(workspace, siteOf(item)));
}

/**
 * The workspace a request names: in `X-Workspace`, or for a link in `?workspace=`; undefined for the caller's own
 * (or, with a key, the key's).
 */
export function namedWorkspace(request: FastifyRequest): string | undefined {
  const header = request.headers[WORKSPACE_HEADER];
  // A plain download link (the history CSV) cannot send a header: it names the workspace in its query.
  // Ids compare as the database writes them.
  return ((Array.isArray(header) ? header[0] : header) ?? stringField(request.query, WORKSPACE_PARAM))?.toLowerCase();
}

function stringField(value: unknown, name: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[name];
  return typeof field === 'string' ? field : undefined;
}

/**
 * The one place a role is checked (decision 025): before any handler of an operation with a capability, the
 * acting member's role must grant it, and a client must be asking about a site chosen for them. An owner in
 * their own workspace passes at once. Registered after the session plugin, on the root instance.
 */
export function registerWorkspaceAccess(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.user) return;
    const workspace = request.workspace;
    if (workspace?.role === 'owner') return;
    const operationId = request.routeOptions.schema?.operationId;
    if (operationId === undefined) return;
    const capability = OPERATION_CAPABILITIES[operationId] ?? WORKSPACE_OPERATION_CAPABILITIES[operationId];
    // The person's own things answer whatever the workspace named: the app recovers through them.
    if (capability === undefined || capability === 'self') return;
    if (!workspace) throw new AppError('NOT_A_MEMBER', NOT_A_MEMBER);
    if (workspace.twoStepMissing) throw new AppError('TWO_STEP_REQUIRED_BY_TEAM', TWO_STEP_REQUIRED);
    if (!can(workspace.role, capability)) {
      throw new AppError('ROLE_FORBIDDEN', workspace.role === 'client' ? CLIENT_REFUSED : ROLE_REFUSED);
    }
    if (workspace.sites === null) return;
    const scope = CLIENT_SITE_SCOPE[operationId];
    if (scope === undefined) throw new AppError('ROLE_FORBIDDEN', CLIENT_REFUSED);
    if (scope === 'listed' || scope === 'workspace') return;
    const site = stringField(scope === 'path' ? request.params : request.query, 'site');
    if (site === undefined) throw new AppError('ROLE_FORBIDDEN', CHOOSE_A_SITE);
    // The same answer for a site not shared and one that does not exist: a client learns nothing of the others.
    if (clientSeesSite(workspace, site)) return;
    if (scope === 'path') throw new AppError('NOT_FOUND', SITE_NOT_SHARED);
    throw new AppError('ROLE_FORBIDDEN', NOT_SHARED_WITH_YOU);
  });
}
