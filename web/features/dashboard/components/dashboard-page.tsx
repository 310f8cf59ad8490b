import type { ReactNode } from 'react';
import { site } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RecentChecks } from './recent-checks';
import { StatsCards } from './stats-cards';

interface DashboardPageProps {
  email: string;
  /** The rank checker, composed in by the app (features stay independent). */
  checker: ReactNode;
  /** Beside the title: the plan's status (e.g. 'Trial Active'). */
  status?: ReactNode;
  /** Under the header: an upgrade banner for the free plan. */
  banner?: ReactNode;
  /** First in the column: each tracked site's visibility, linking to /sites (an agency's clients apart). */
  sites?: ReactNode;
  /** Under the latest checks: the scheduled checks' next runs, linking to /schedules. */
  schedules?: ReactNode;
  /** Beside the latest checks: the user's progress in the courses of /learn. */
  learning?: ReactNode;
  /** Under the courses: the achievements unlocked and those still ahead. */
  achievements?: ReactNode;
  /** Under the courses, above the achievements: the competitors tracked, linking to /competitors. */
  competitors?: ReactNode;
}

/** /dashboard — statistics, the 5 latest checks and the checker; both refresh after each check. */
export function DashboardPage({ email, checker, status, banner, sites, schedules, learning, achievements, competitors }: DashboardPageProps) {
  useDocumentTitle(`Dashboard — ${site.name}`);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-12">
      <header>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
          {status}
        </div>
        <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
          Signed in as <span className="font-medium text-foreground">{email}</span>
        </p>
      </header>
      {banner}
      <section aria-label="Statistics">
        <StatsCards />
      </section>
      {/* The checker comes first in the page, so on a phone it is not below every card; wide screens show it on the right. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="dashboard-checker-title" className="grid gap-4 lg:col-start-2 lg:row-start-1">
          <div>
            <h2 id="dashboard-checker-title" className="text-xl font-semibold">
              Check a ranking
            </h2>
            <p className="text-sm text-muted-foreground">Every check is saved to your history.</p>
          </div>
          {checker}
        </section>
        <div className="grid gap-8 lg:col-start-1 lg:row-start-1">
          {sites}
          <RecentChecks />
          {schedules}
          {learning}
          {competitors}
          {achievements}
        </div>
      </div>
    </div>
  );
}
