import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationAcceptedSchema, invitationPreviewSchema } from '../../../../contracts/workspace';
import { switchWorkspace, workspacesKey } from '../../../lib/workspaces';
import { fetchParsed } from '../../../lib/fetch-parsed';

const invitationPath = (token: string) => `/invitations/${encodeURIComponent(token)}`;

// Not under USER_DATA_KEY: the preview needs no sign-in and is the same for whoever opens the link.
export const invitationKey = (token: string) => ['invitation', token] as const;

/** GET /api/v1/invitations/{token} — what a link offers; a used, revoked or expired one answers INVALID_TOKEN. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: invitationKey(token),
    queryFn: () => fetchParsed(invitationPreviewSchema, invitationPath(token)),
    enabled: token !== '',
  });
}

/**
 * POST /api/v1/invitations/{token}/accept — joins with the signed-in account, then acts in the workspace joined:
 * the list of workspaces is fetched again, and the tab switches to the new one.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchParsed(invitationAcceptedSchema, `${invitationPath(token)}/accept`, { method: 'POST' }),
    onSuccess: (joined) => {
      void queryClient.invalidateQueries({ queryKey: workspacesKey });
      switchWorkspace(queryClient, joined.workspaceId);
    },
  });
}
