import type { ComponentType, SVGProps } from 'react';
import Award from 'lucide-react/icons/award';
import Bell from 'lucide-react/icons/bell';
import Info from 'lucide-react/icons/info';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import type { Notification } from '../../../../contracts/notification';
import { cn } from '../../../lib/cn';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

function iconFor({ type, rankChange }: Pick<Notification, 'type' | 'rankChange'>): { icon: Icon; tone: string } {
  switch (type) {
    case 'rank_change':
      // Positive is an improvement (a smaller rank number), negative a drop.
      return (rankChange ?? 0) < 0
        ? { icon: TrendingDown, tone: 'bg-danger-soft text-danger-soft-foreground' }
        : { icon: TrendingUp, tone: 'bg-success-soft text-success-soft-foreground' };
    case 'milestone':
      return { icon: Trophy, tone: 'bg-warning-soft text-warning-soft-foreground' };
    case 'achievement':
      return { icon: Award, tone: 'bg-brand-soft text-brand-soft-foreground' };
    case 'competitor':
      return { icon: Users, tone: 'bg-caution-soft text-caution-soft-foreground' };
    case 'info':
      return { icon: Info, tone: 'bg-neutral-soft text-neutral-soft-foreground' };
    default:
      // A type added on the server after this code was built.
      return { icon: Bell, tone: 'bg-neutral-soft text-neutral-soft-foreground' };
  }
}

/** The round icon of a notification's type; rank changes point up or down by the sign of the change. */
export function NotificationIcon({ notification, className }: { notification: Pick<Notification, 'type' | 'rankChange'>; className?: string }) {
  const { icon: Glyph, tone } = iconFor(notification);
  // The ring keeps the circle visible on an unread row, whose highlight is the achievement's own tint.
  return (
    <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full ring-1 ring-border [&_svg]:size-4', tone, className)}>
      <Glyph aria-hidden="true" />
    </span>
  );
}
