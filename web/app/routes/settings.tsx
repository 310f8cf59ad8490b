import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { applySignedOut, refreshSession } from '../../features/auth/api/session-store';
import { useSession } from '../../features/auth/hooks/use-session';
import { broadcastAuthEvent } from '../../features/auth/lib/auth-channel';
import { usePlan } from '../../features/plans/api/get-plan';
import { PlanSettingsSection } from '../../features/plans/components/plan-settings-section';
import { BrandingSettingsSection } from '../../features/reports/components/branding-settings-section';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { TeamSection } from '../../features/team/components/team-section';
import { useCurrentWorkspace } from '../../lib/workspaces';
import { notify } from '../../lib/notify';
import { USER_DATA_KEY } from '../../lib/query-keys';

/** /settings (inside RequireAuth): wires the settings feature to the session. */
export function SettingsRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plan = usePlan(user !== null);
  const { can } = useCurrentWorkspace(user !== null);
  if (!user) return null;
  return (
    <SettingsPage
      user={user}
      planSection={
        <>
          {can('billing') ? <PlanSettingsSection /> : null}
          {can('integrate') ? <BrandingSettingsSection plan={plan.data} /> : null}
        </>
      }
      teamSection={<TeamSection />}
      onSessionChanged={() => {
        void refreshSession();
        broadcastAuthEvent('session-changed');
      }}
      onAccountDeleted={async () => {
        // Leave first, so the protected page does not send the visitor to /login when the session ends.
        await navigate(paths.home);
        applySignedOut();
        queryClient.removeQueries({ queryKey: USER_DATA_KEY });
        broadcastAuthEvent('signed-out');
        void notify.success('Account Deleted', 'Your account and all its data have been deleted.');
      }}
    />
  );
}
