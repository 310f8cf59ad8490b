import { Link } from 'react-router';
import type { CourseProgress } from '../../../../contracts/learning';
import { PageIntro } from '../../../components/page-intro';
import { Prose } from '../../../components/prose';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { CourseOutline } from '../../../content/courses';
import type { Course } from '../../../content/types';
import { nextStep, totalMinutes } from '../lib/course-links';
import { CourseProgressLine } from './course-progress';
import { LessonList } from './lesson-list';

interface CoursePageProps {
  course: CourseOutline;
  intro: Course;
  progress: CourseProgress | undefined;
  progressLoading: boolean;
}

/** /learn/{courseSlug} — the course's introduction, the user's progress and its lessons. */
export function CoursePage({ course, intro, progress, progressLoading }: CoursePageProps) {
  const step = nextStep(course, progress);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro trail={[{ label: 'Learn', href: paths.learn }, { label: course.title }]} title={course.title} lead={course.description}>
        <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge tone={course.level === 'Beginner' ? 'success' : 'brand'}>{course.level}</Badge>
          {course.lessons.length} lessons · {totalMinutes(course)} min
        </p>
        <div className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <CourseProgressLine title={course.title} totalLessons={course.lessons.length} progress={progress} loading={progressLoading} />
          <Link to={step.href} className={buttonClasses('primary', 'md')}>
            {step.label}
          </Link>
        </div>
      </PageIntro>
      <Prose html={intro.html} className="mt-10" />
      <section aria-labelledby="lessons-title" className="mt-12">
        <h2 id="lessons-title" className="text-xl font-bold tracking-tight">
          Lessons
        </h2>
        <div className="mt-4">
          <LessonList course={course} completed={progress?.completedLessons ?? []} />
        </div>
      </section>
    </div>
  );
}
