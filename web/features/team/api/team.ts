import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { teamSchema, type InvitationCreate, type MemberUpdate, type Team } from '../../../../contracts/workspace';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { workspacesKey } from '../../../lib/workspaces';
import { fetchParsed } from '../../../lib/fetch-parsed';

// Under USER_DATA_KEY: dropped on sign-out, and when the tab switches to another workspace.
export const teamKey = [...USER_DATA_KEY, 'team'] as const;

export const teamQueryOptions = queryOptions({
  queryKey: teamKey,
  queryFn: () => fetchParsed(teamSchema, '/me/members'),
});

/** GET /api/v1/me/members — the people, pending invitations and seats of the workspace; owner and admin only. */
export function useTeam(enabled = true) {
  return useQuery({ ...teamQueryOptions, enabled });
}

const memberPath = (userId: string) => `/me/members/${encodeURIComponent(userId)}`;

/**
 * After a change: the team the server answered goes in the cache. After a refusal that says the screen is out of
 * date (someone changed the team in another tab, the plan or one's role changed: 403, 404, 409) everything is
 * fetched again, and the fresh team explains the refusal.
 */
function settle(queryClient: QueryClient, team: Team | undefined, error: unknown): Promise<void> | undefined {
  if (team) {
    queryClient.setQueryData(teamKey, team);
    return undefined;
  }
  if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: workspacesKey });
  const stale = error instanceof ApiError && [403, 404, 409].includes(error.status);
  return !error || stale ? queryClient.invalidateQueries({ queryKey: teamKey }) : undefined;
}

/** A DELETE whose 404 means it is gone already (in another tab, say): what the user asked for is true. */
async function deleteGone(path: string): Promise<void> {
  try {
    await apiFetch(path, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** POST /api/v1/me/invitations — e-mails a link that works for 7 days; a pending invitation holds a seat. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationCreate) => fetchParsed(teamSchema, '/me/invitations', { method: 'POST', json: input }),
    onSettled: (team, error) => settle(queryClient, team, error),
  });
}

/** DELETE /api/v1/me/invitations/{id} — the link stops working at once and its seat is free again. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteGone(`/me/invitations/${encodeURIComponent(id)}`),
    onSettled: (_done, error) => settle(queryClient, undefined, error),
  });
}

/** PATCH /api/v1/me/members/{userId} — a new role (a client with the sites they see); the owner's decision. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...update }: MemberUpdate & { userId: string }) =>
      fetchParsed(teamSchema, memberPath(userId), { method: 'PATCH', json: update }),
    onSettled: (team, error) => settle(queryClient, team, error),
  });
}

/** DELETE /api/v1/me/members/{userId} — their access ends at once, with the API keys they made here. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => deleteGone(memberPath(userId)),
    onSettled: (_done, error) => settle(queryClient, undefined, error),
  });
}

/** POST /api/v1/me/members/{userId}/ownership — an admin becomes the owner, and the owner an admin. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => fetchParsed(teamSchema, `${memberPath(userId)}/ownership`, { method: 'POST' }),
    onSettled: (team, error) => settle(queryClient, team, error),
    // The caller's own role changed: what every page offers follows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesKey }),
  });
}

/** PUT /api/v1/me/team/two-step — the owner requires (or stops requiring) a second step of everyone in the workspace. */
export function useSetTeamTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => fetchParsed(teamSchema, '/me/team/two-step', { method: 'PUT', json: { required } }),
    onSettled: (team, error) => settle(queryClient, team, error),
  });
}

/**
 * DELETE /api/v1/me/membership — leaves the workspace the tab acts in. Switching back to one's own workspace is
 * the caller's, after it has moved away from the page that showed this one.
 */
export function useLeaveWorkspace() {
  return useMutation({
    mutationFn: async () => {
      await apiFetch('/me/membership', { method: 'DELETE' });
    },
  });
}
