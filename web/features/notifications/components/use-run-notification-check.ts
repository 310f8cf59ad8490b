import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { savePendingCheck } from '../../../lib/pending-rank-check';
import type { NotificationCheck } from '../lib/notification-check';

/**
 * Runs a notification's check again in the home page's checker, the way a check saved before sign-in is
 * replayed: the form is refilled, the check starts after 1 s and its result shows there.
 */
export function useRunNotificationCheck(): (check: NotificationCheck) => void {
  const navigate = useNavigate();
  return (check) => {
    savePendingCheck(check, new Date());
    void navigate(paths.rankChecker);
  };
}
