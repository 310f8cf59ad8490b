import type { ComponentType, SVGProps } from 'react';
import Award from 'lucide-react/icons/award';
import Crown from 'lucide-react/icons/crown';
import Database from 'lucide-react/icons/database';
import ListChecks from 'lucide-react/icons/list-checks';
import Lock from 'lucide-react/icons/lock';
import Medal from 'lucide-react/icons/medal';
import Compass from 'lucide-react/icons/compass';
import Rocket from 'lucide-react/icons/rocket';
import Sparkles from 'lucide-react/icons/sparkles';
import Trophy from 'lucide-react/icons/trophy';
import type { Achievement } from '../../../../contracts/achievement';
import { Badge } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** An icon per achievement of spec §9; one added later shows the generic award until it gets its own. */
const ICONS: Record<string, Icon> = {
  first_check: Rocket,
  track_master: ListChecks,
  keyword_explorer: Compass,
  data_collector: Database,
  top_50_club: Award,
  top_10_elite: Medal,
  top_3_legend: Crown,
  ai_overview_cited: Sparkles,
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One achievement: what earns it, how far along the user is, and when it was unlocked. */
export function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { code, name, description, category, unlocked, unlockedAt, progress } = achievement;
  const Icon = unlocked ? (ICONS[code] ?? Trophy) : Lock;
  return (
    <li className="flex items-start gap-3" data-unlocked={unlocked}>
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          unlocked ? 'bg-brand-soft text-brand-soft-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="min-w-0 break-words">
            <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">{category}</span>
            <span className="font-medium">{name}</span>
          </p>
          {unlocked && unlockedAt ? (
            <Badge tone="success">
              Unlocked <time dateTime={unlockedAt}>{dateFormat.format(new Date(unlockedAt))}</time>
            </Badge>
          ) : (
            <span className="text-sm text-muted-foreground tabular-nums">
              <span className="sr-only">Locked, </span>
              {progress}%
            </span>
          )}
        </div>
        <p className="text-sm break-words text-muted-foreground">{description}</p>
        <ProgressBar value={progress} label={`${name}: progress`} barClassName={unlocked ? 'bg-success' : undefined} />
      </div>
    </li>
  );
}
