import { usePlan } from '../../features/plans/api/get-plan';
import { SchedulesPage } from '../../features/schedules/components/schedules-page';
import { scheduleAccessOf } from '../../features/schedules/lib/schedule-access';

/** /schedules (inside RequireAuth): the scheduled checks, offering what the user's plan may schedule. */
export function SchedulesRoute() {
  const me = usePlan(true);
  return <SchedulesPage access={me.data ? scheduleAccessOf(me.data) : undefined} />;
}
