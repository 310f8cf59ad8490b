import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import BellOff from 'lucide-react/icons/bell-off';
import CheckCheck from 'lucide-react/icons/check-check';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import X from 'lucide-react/icons/x';
import type { Notification } from '../../../../contracts/notification';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { unreadCountQueryKey } from '../api/notification-keys';
import type { NotificationCheck } from '../lib/notification-check';
import { NotificationItem } from './notification-item';
import { useRunNotificationCheck } from './use-run-notification-check';

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';

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

  // 'Mark all read' goes once nothing is unread: a keyboard user's focus moves to its neighbour, not the page.
  const markAllFocused = useRef(false);
  const refreshRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (unreadCount === 0 && markAllFocused.current) refreshRef.current?.focus();
    if (unreadCount === 0) markAllFocused.current = false;
  }, [unreadCount]);

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
      <div className="border-b border-border py-2 pr-2 pl-4">
        <div className="flex items-center gap-2">
          <h2 id={titleId} className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-base font-semibold">
            Notifications
            {unreadCount > 0 ? (
              <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-foreground">
                {unreadCount} unread
              </span>
            ) : null}
          </h2>
          <button ref={refreshRef} type="button" aria-label="Refresh notifications" onClick={refresh} className={iconButton}>
            <RefreshCw aria-hidden="true" className={cn(list.isFetching && 'motion-safe:animate-spin')} />
          </button>
          <button type="button" aria-label="Close notifications" onClick={onClose} className={iconButton}>
            <X aria-hidden="true" />
          </button>
        </div>
        {/* On its own line: beside the title and count it would not fit a 360 px screen. */}
        {unreadCount > 0 ? (
          <button
            type="button"
            onClick={() => markAll.mutate()}
            onFocus={() => {
              markAllFocused.current = true;
            }}
            onBlur={() => {
              markAllFocused.current = false;
            }}
            disabled={markAll.isPending}
            className="-ml-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 [&_svg]:size-4"
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </button>
        ) : null}
      </div>
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
