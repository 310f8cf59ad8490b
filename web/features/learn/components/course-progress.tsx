import type { CourseProgress } from '../../../../contracts/learning';
import { ProgressBar } from '../../../components/ui/progress-bar';

interface CourseProgressLineProps {
  title: string;
  totalLessons: number;
  progress: CourseProgress | undefined;
  /** While the user's progress is loading. */
  loading: boolean;
}

/** "2 of 5 lessons done" with its bar. */
export function CourseProgressLine({ title, totalLessons, progress, loading }: CourseProgressLineProps) {
  const done = progress?.completedLessons.length ?? 0;
  const percent = progress?.percent ?? 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          {loading ? 'Loading your progress…' : `${done} of ${totalLessons} lessons done`}
        </span>
        {loading ? null : <span className="font-semibold">{percent}%</span>}
      </div>
      <ProgressBar value={loading ? undefined : percent} label={`${title}: progress`} />
    </div>
  );
}
