import { useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { activeWorkspace, WORKSPACE_PARAM, withWorkspaceParam } from '../../lib/active-workspace';
import { takePendingInvitation } from '../../lib/pending-invitation';
import { switchWorkspace } from '../../lib/workspaces';

/** The pages that show a workspace's data: their address carries the workspace they show. */
const WORKSPACE_PAGES = [paths.dashboard, paths.sites, paths.history, paths.schedules, paths.reports, paths.competitors, paths.settings];
const isWorkspacePage = (pathname: string) => WORKSPACE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/**
 * Keeps the address and the workspace this tab acts in together (decision 025): a link naming a workspace
 * (`?workspace=`) switches to it, and a page of another workspace than one's own says which in its address, so a
 * copied link opens there. One's own workspace needs no parameter.
 */
export function useWorkspaceInUrl(signedIn: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  // Undefined until a page loads the data layer: with nothing cached, switching only sets the workspace.
  const queryClient = useContext(QueryClientContext);
  useEffect(() => {
    // Signed in at last after opening an invitation link: back to it, once.
    const invitation = signedIn && location.pathname !== paths.join ? takePendingInvitation(new Date()) : null;
    if (invitation !== null) {
      void navigate(`${paths.join}?${new URLSearchParams({ token: invitation }).toString()}`, { replace: true });
      return;
    }
    if (!signedIn || !isWorkspacePage(location.pathname)) return;
    const named = new URLSearchParams(location.search).get(WORKSPACE_PARAM);
    if (named !== null && named !== activeWorkspace()) {
      switchWorkspace(queryClient, named);
      return;
    }
    const search = withWorkspaceParam(location.search);
    if (search !== location.search) void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [signedIn, location, navigate, queryClient]);
}
