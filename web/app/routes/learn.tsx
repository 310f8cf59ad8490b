import { LearnPage } from '../../features/learn/components/learn-page';
import { useLearningProgress } from '../../features/learn/api/learning-progress';
import { courses } from '../../content/courses';

/** /learn (inside RequireAuth). */
export function LearnRoute() {
  const progress = useLearningProgress();
  return <LearnPage courses={courses} progress={progress.data} progressState={progress.isPending ? 'loading' : progress.isError ? 'error' : 'ready'} />;
}
