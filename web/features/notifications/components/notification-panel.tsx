import { useQueryClient } from '@tanstack/react-query';
import BellOff from 'lucide-react/icons/bell-off';
import type { Notification } from '../../../../contracts/notification';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { unreadCountQueryKey } from '../api/notification-keys';
import type { NotificationCheck } from '../lib/notification-check';
import { NotificationItem } from './notification-item';
import { NotificationPanelHeader } from './notification-panel-header';
import { useRunNotificationCheck } from './use-run-notification-check';

interface NotificationPanelProps {
  titleId: string;
  unreadCount: number;
  onClose: () => void;
}

/** Spec §2: the bell's panel — title and unread count, refresh, 'Mark all read', the list, and Close. */
export function NotificationPanel({ titleId, unreadCount, onClose }: NotificationPanelProps) {
  const queryClient = useQueryClient();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const runCheck = useRunNotificationCheck();
  // Relative times ('5 minutes ago') move on while the panel stays open.
  const now = useNow(60_000);

  const refresh = () => {
    void list.refetch();
    void queryClient.refetchQueries({ queryKey: unreadCountQueryKey });
  };
  const check = (notification: Notification, rerun: NotificationCheck) => {
    if (!notification.read) markRead.mutate(notification.id);
    onClose();
    runCheck(rerun);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <NotificationPanelHeader
        titleId={titleId}
        unreadCount={unreadCount}
        refreshing={list.isFetching}
        markingAll={markAll.isPending}
        onRefresh={refresh}
        onMarkAll={() => markAll.mutate()}
        onClose={onClose}
      />
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.data && list.data.length > 0 ? (
          <ul aria-label="Notifications">
            {list.data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onRead={(id) => markRead.mutate(id)}
                onCheck={check}
              />
            ))}
          </ul>
        ) : list.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            Loading notifications...
          </p>
        ) : (
          // Spec §8: a list that could not load is not an error on screen; it reads as empty until a refresh works.
          <div className="px-4 py-10 text-center">
            <BellOff aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
            <p className="mt-3 text-sm font-medium">No notifications</p>
            <p className="mt-1 text-sm text-muted-foreground">You'll see alerts here when your rankings change</p>
          </div>
        )}
      </div>
      <div className="border-t border-border p-2">
        <Button variant="outline" size="sm" className="w-full" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
