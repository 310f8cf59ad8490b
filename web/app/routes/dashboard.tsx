import { useSession } from '../../features/auth/hooks/use-session';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { RankChecker } from '../../features/rank-check/components/rank-checker';
import { ErrorBoundary } from '../error-boundary';
import { PanelError } from '../panel-error';

/** /dashboard (inside RequireAuth): the dashboard with the signed-in checker composed in. */
export function DashboardRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <DashboardPage
      email={user.email}
      checker={
        <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
          <RankChecker guest={false} />
        </ErrorBoundary>
      }
    />
  );
}
