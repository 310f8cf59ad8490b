import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { WorkspaceSummary } from '../../contracts/workspace';
import { can, WORKSPACE_ROLES, type Capability, type WorkspaceRole } from '../../core/workspaces/roles';
import { activeWorkspace, setActiveWorkspace, subscribeActiveWorkspace } from './active-workspace';
import { ApiError, apiJson } from './api-client';
import { USER_DATA_KEY } from './query-keys';
import { useLazyQuery } from './use-lazy-query';

export const workspacesKey = [...USER_DATA_KEY, 'workspaces'] as const;

// zod stays out of the shell's JavaScript (the navbar reads the role): a shape check guards the answer instead.
function isWorkspace(value: unknown): value is WorkspaceSummary {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.ownerEmail === 'string' &&
    typeof v.own === 'boolean' &&
    (WORKSPACE_ROLES as readonly unknown[]).includes(v.role)
  );
}

async function fetchWorkspaces(): Promise<WorkspaceSummary[]> {
  const body = await apiJson<unknown>('/me/workspaces');
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items) || !items.every(isWorkspace)) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return items;
}

/**
 * GET /api/v1/me/workspaces — where the signed-in user can act, their own first. The navbar reads it on every
 * page: a lazy query, which a guest's page does not load the data layer for (decision 005).
 */
export function useWorkspaces(enabled = true) {
  return useLazyQuery({ queryKey: workspacesKey, queryFn: fetchWorkspaces, enabled, staleTime: 60_000 });
}

/** The id of the workspace this tab acts in, null for the user's own; re-renders when it changes. */
export function useActiveWorkspaceId(): string | null {
  return useSyncExternalStore(subscribeActiveWorkspace, activeWorkspace, () => null);
}

export interface CurrentWorkspace {
  /** Null while the list loads, or for a workspace the user is no longer in. */
  workspace: WorkspaceSummary | null;
  /** The user's role there; 'owner' in their own workspace before the list arrives (what it almost always is). */
  role: WorkspaceRole;
  /** Whether the role grants a capability (core/workspaces/roles): what the page offers follows it. */
  can: (capability: Capability) => boolean;
}

/** The workspace this tab acts in, and what the user's role there lets them do. */
export function useCurrentWorkspace(enabled = true): CurrentWorkspace {
  const id = useActiveWorkspaceId();
  const { data } = useWorkspaces(enabled);
  const workspace = data?.find((item) => (id === null ? item.own : item.id === id)) ?? null;
  // Acting elsewhere before the list arrives: offer only what every role may, until the role is known.
  const role: WorkspaceRole = workspace?.role ?? (id === null ? 'owner' : 'client');
  return { workspace, role, can: (capability) => can(role, capability) };
}

/**
 * Acts in another workspace (null: one's own): every query of the previous one is dropped, so no page shows one
 * workspace's data under another's name. Without a client (the data layer not loaded yet) nothing is cached.
 */
export function switchWorkspace(queryClient: QueryClient | undefined, id: string | null): void {
  setActiveWorkspace(id);
  void queryClient?.resetQueries({ predicate: (query) => query.queryKey[0] === USER_DATA_KEY[0] && query.queryKey[1] !== workspacesKey[1] });
}
