import { AchievementsCard } from '../../features/achievements/components/achievements-card';
import { useSession } from '../../features/auth/hooks/use-session';
import { CompetitorsSummaryCard } from '../../features/competitors/components/competitors-summary-card';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { LearningProgressCard } from '../../features/learn/components/learning-progress-card';
import { TrialActiveBadge } from '../../features/plans/components/trial-active-badge';
import { UpgradeBanner } from '../../features/plans/components/upgrade-banner';
import { ResultFooter } from './result-footer';
import { suggestCompetitors } from '../../features/competitors/components/suggest-competitors';
import { RankChecker } from '../../features/rank-check/components/rank-checker';
import { ScheduledChecksPanel } from '../../features/schedules/components/scheduled-checks-panel';
import { SitesSummaryCard } from '../../features/sites/components/sites-summary-card';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useCurrentWorkspace } from '../../lib/workspaces';
import { ErrorBoundary } from '../error-boundary';
import { PanelError } from '../panel-error';
import { useCheckerPlan } from './use-checker-plan';
import { useUpgradePrompt } from './use-upgrade-prompt';

/** /dashboard (inside RequireAuth): the dashboard with the signed-in checker composed in. */
export function DashboardRoute() {
  const { user } = useSession();
  const { plan, access, dailyLimitReached } = useCheckerPlan(user !== null);
  const upgrade = useUpgradePrompt(user !== null);
  const workspace = useCurrentWorkspace(user !== null);
  if (!user) return null;
  // A client reads the sites shared with them; the dashboard's totals span every site of the workspace.
  if (workspace.workspace !== null && !workspace.can('track')) return <Navigate to={paths.sites} replace />;
  return (
    <>
      <DashboardPage
        email={user.email}
        status={<TrialActiveBadge plan={plan} />}
        banner={<UpgradeBanner context="dashboard" plan={plan} />}
        sites={
          <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
            <SitesSummaryCard />
          </ErrorBoundary>
        }
        schedules={
          <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
            <ScheduledChecksPanel />
          </ErrorBoundary>
        }
        learning={
          <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
            <LearningProgressCard />
          </ErrorBoundary>
        }
        achievements={
          <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
            <AchievementsCard />
          </ErrorBoundary>
        }
        competitors={
          <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
            <CompetitorsSummaryCard included={access === undefined ? undefined : access === 'full'} />
          </ErrorBoundary>
        }
        checker={
          <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
            <RankChecker
              guest={false}
              access={access}
              dailyLimitReached={dailyLimitReached}
              onChecked={upgrade.onChecked}
              competitorSuggestions={access === 'full' ? suggestCompetitors : undefined}
              resultFooter={(checked) => <ResultFooter checked={checked} plan={plan} />}
            />
          </ErrorBoundary>
        }
      />
      {upgrade.dialog}
    </>
  );
}
