import { useId, useState } from 'react';
import { Popover } from 'radix-ui';
import Bell from 'lucide-react/icons/bell';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../api/get-unread-count';
import { bellLabel, unreadBadgeText } from '../lib/unread-badge';
import { NotificationPanel } from './notification-panel';

/**
 * The navbar's bell (spec §2): the unread count as a badge, and the notification panel as a dropdown that
 * Escape or a click outside closes, giving focus back to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = useUnreadCount({ panelOpen: open });
  const badge = unreadBadgeText(count.data);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // The panel's title shows the count: it is asked again with the list rather than up to 30 s old.
        if (next) void count.refetch();
      }}
    >
      <Popover.Trigger aria-label={bellLabel(count.data)} className={cn(buttonClasses('ghost', 'icon'), 'relative')}>
        <Bell aria-hidden="true" className="size-5!" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-semibold text-background ring-2 ring-background"
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 flex max-h-[min(36rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-lg"
        >
          <NotificationPanel titleId={titleId} unreadCount={count.data ?? 0} onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
