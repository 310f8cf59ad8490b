import { useSession } from '../../features/auth/hooks/use-session';
import { usePlan } from '../../features/plans/api/get-plan';
import { ReportsPage } from '../../features/reports/components/reports-page';

/** /reports (inside RequireAuth): the reports feature with the plan that decides PDF and e-mail schedules. */
export function ReportsRoute() {
  const { user } = useSession();
  const plan = usePlan(user !== null);
  if (!user) return null;
  return <ReportsPage email={user.email} plan={plan.data} />;
}
