import Trophy from 'lucide-react/icons/trophy';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAchievements } from '../api/get-achievements';
import { displayOrder } from '../lib/display-order';
import { AchievementItem } from './achievement-item';

function summary(unlocked: number, total: number): string {
  if (unlocked === 0) return `Your first check unlocks your first achievement. ${total} to collect as you track your rankings.`;
  if (unlocked === total) return `All ${total} unlocked. Well done!`;
  return `${unlocked} of ${total} unlocked. Keep checking to collect the rest.`;
}

/** The dashboard's achievements: the unlocked ones first, newest first, then what is still ahead. */
export function AchievementsCard() {
  const achievements = useAchievements();
  return (
    <Card role="region" aria-labelledby="achievements-title">
      <CardHeader>
        <CardTitle id="achievements-title" className="flex items-center gap-2 text-xl">
          <Trophy aria-hidden="true" className="size-5 text-brand" />
          Achievements
        </CardTitle>
        {achievements.data ? (
          <CardDescription>{summary(achievements.data.unlocked.length, achievements.data.achievements.length)}</CardDescription>
        ) : (
          <CardDescription>Milestones you reach as you track your rankings.</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {achievements.isPending ? (
          <div role="status" className="grid gap-4">
            <span className="sr-only">Loading achievements…</span>
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-start gap-3">
                <Skeleton className="size-10 shrink-0 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-2/5" />
                  <Skeleton className="h-3 w-4/5" />
                  <Skeleton className="h-2" />
                </div>
              </div>
            ))}
          </div>
        ) : achievements.isError ? (
          <LoadError what="your achievements" error={achievements.error} onRetry={() => void achievements.refetch()} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 sm:gap-x-6 lg:grid-cols-1">
            {displayOrder(achievements.data).map((achievement) => (
              <AchievementItem key={achievement.code} achievement={achievement} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
