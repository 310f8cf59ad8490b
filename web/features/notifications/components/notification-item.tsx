import { useEffect, useRef, type ReactNode } from 'react';
import Search from 'lucide-react/icons/search';
import type { Notification } from '../../../../contracts/notification';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { notificationCheck, type NotificationCheck } from '../lib/notification-check';
import { NotificationIcon } from './notification-icon';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onRead: (id: string) => void;
  onCheck: (notification: Notification, check: NotificationCheck) => void;
}

/**
 * One notification. An unread one is highlighted with a dot (and says 'Unread' to screen readers) and is a
 * button that marks it read; a rank alert also has a button that runs its check again.
 */
export function NotificationItem({ notification, now, onRead, onCheck }: NotificationItemProps) {
  const { id, title, message, rankPosition, createdAt, read } = notification;
  const check = notificationCheck(notification);
  // Reading an item replaces its button, which would drop a keyboard user's focus on the page's body: it moves
  // to the row instead, in the same place.
  const buttonFocused = useRef(false);
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (read && buttonFocused.current) rowRef.current?.focus();
    buttonFocused.current = false;
  }, [read]);
  const body: ReactNode = (
    <>
      <NotificationIcon notification={notification} className="mt-0.5" />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className="text-sm font-medium text-foreground">
            {read ? null : <span className="sr-only">Unread: </span>}
            {title}
          </span>
          {read ? null : <span aria-hidden="true" data-testid="unread-dot" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand" />}
        </span>
        <span className="mt-0.5 block text-sm break-words text-muted-foreground">{message}</span>
        <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          {rankPosition !== null && rankPosition > 0 ? <span className="font-semibold text-foreground">#{rankPosition}</span> : null}
          <time dateTime={createdAt}>{formatRelativeTime(createdAt, now)}</time>
        </span>
      </span>
    </>
  );
  const rowClasses = 'flex w-full gap-3 px-4 py-3 text-left';
  return (
    <li className={cn('border-b border-border last:border-b-0', !read && 'bg-brand-soft')}>
      {read ? (
        <div ref={rowRef} tabIndex={-1} className={cn(rowClasses, 'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring')}>
          {body}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => onRead(id)}
          onFocus={() => {
            buttonFocused.current = true;
          }}
          onBlur={() => {
            buttonFocused.current = false;
          }}
          className={cn(rowClasses, 'outline-none hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring')}
        >
          {body}
        </button>
      )}
      {check ? (
        <div className="-mt-1 pr-4 pb-3 pl-15">
          <button
            type="button"
            onClick={() => onCheck(notification, check)}
            className="inline-flex h-8 items-center gap-1.5 rounded-md border border-input bg-background px-2.5 text-xs font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-3.5"
          >
            <Search aria-hidden="true" />
            Check again
            <span className="sr-only">
              : “{check.keyword}” for {check.websiteUrl}
            </span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
