import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useLearningProgress } from '../../features/learn/api/learning-progress';
import { LessonPage } from '../../features/learn/components/lesson-page';
import { NotFoundPage } from '../../features/not-found/components/not-found-page';
import { findCourse, loadLesson } from '../../content/courses';

export async function lessonLoader({ params }: LoaderFunctionArgs) {
  const course = findCourse(params.course ?? '');
  const lesson = course ? await loadLesson(course.slug, params.lesson ?? '') : null;
  return course && lesson ? { course, lesson } : null;
}

/** /learn/{courseSlug}/{lessonSlug} (inside RequireAuth); an unknown lesson is the 404 page. */
export function LessonRoute() {
  const loaded = useLoaderData<typeof lessonLoader>();
  const progress = useLearningProgress();
  if (!loaded) return <NotFoundPage />;
  return (
    <LessonPage
      key={`${loaded.course.slug}/${loaded.lesson.meta.slug}`}
      course={loaded.course}
      lesson={loaded.lesson}
      progress={progress.data?.courses.find((entry) => entry.course === loaded.course.slug)}
    />
  );
}
