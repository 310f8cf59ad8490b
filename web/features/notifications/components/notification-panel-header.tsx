import { useEffect, useRef } from 'react';
import CheckCheck from 'lucide-react/icons/check-check';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import X from 'lucide-react/icons/x';
import { cn } from '../../../lib/cn';

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4';

interface NotificationPanelHeaderProps {
  titleId: string;
  unreadCount: number;
  refreshing: boolean;
  markingAll: boolean;
  onRefresh: () => void;
  onMarkAll: () => void;
  onClose: () => void;
}

/** The panel's title with the unread count, refresh and close, and 'Mark all read' while anything is unread. */
export function NotificationPanelHeader({ titleId, unreadCount, refreshing, markingAll, onRefresh, onMarkAll, onClose }: NotificationPanelHeaderProps) {
  // 'Mark all read' goes once nothing is unread: a keyboard user's focus moves to its neighbour, not the page.
  const markAllFocused = useRef(false);
  const refreshRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (unreadCount === 0 && markAllFocused.current) refreshRef.current?.focus();
    if (unreadCount === 0) markAllFocused.current = false;
  }, [unreadCount]);

  return (
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
        <button ref={refreshRef} type="button" aria-label="Refresh notifications" onClick={onRefresh} className={iconButton}>
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'motion-safe:animate-spin')} />
        </button>
        <button type="button" aria-label="Close notifications" onClick={onClose} className={iconButton}>
          <X aria-hidden="true" />
        </button>
      </div>
      {/* On its own line: beside the title and count it would not fit a 360 px screen. */}
      {unreadCount > 0 ? (
        <button
          type="button"
          onClick={onMarkAll}
          onFocus={() => {
            markAllFocused.current = true;
          }}
          onBlur={() => {
            markAllFocused.current = false;
          }}
          disabled={markingAll}
          className="-ml-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 [&_svg]:size-4"
        >
          <CheckCheck aria-hidden="true" />
          Mark all read
        </button>
      ) : null}
    </div>
  );
}
