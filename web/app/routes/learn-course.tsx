import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useLearningProgress } from '../../features/learn/api/learning-progress';
import { CoursePage } from '../../features/learn/components/course-page';
import { NotFoundPage } from '../../features/not-found/components/not-found-page';
import { findCourse, loadCourseIntro } from '../../content/courses';

export async function courseLoader({ params }: LoaderFunctionArgs) {
  const course = findCourse(params.course ?? '');
  const intro = course ? await loadCourseIntro(course.slug) : null;
  return course && intro ? { course, intro } : null;
}

/** /learn/{courseSlug} (inside RequireAuth); an unknown course is the 404 page. */
export function CourseRoute() {
  const loaded = useLoaderData<typeof courseLoader>();
  const progress = useLearningProgress();
  if (!loaded) return <NotFoundPage />;
  return (
    <CoursePage
      course={loaded.course}
      intro={loaded.intro}
      progress={progress.data?.courses.find((entry) => entry.course === loaded.course.slug)}
      progressLoading={progress.isPending}
    />
  );
}
