import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import Clock from 'lucide-react/icons/clock';
import { Link } from 'react-router';
import type { LearningProgress } from '../../../../contracts/learning';
import { PageIntro } from '../../../components/page-intro';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import type { CourseOutline } from '../../../content/courses';
import { coursePath, lessonPath, nextStep, totalMinutes } from '../lib/course-links';
import { CourseProgressLine } from './course-progress';

interface LearnPageProps {
  courses: CourseOutline[];
  progress: LearningProgress | undefined;
  progressState: 'loading' | 'error' | 'ready';
}

/** /learn — the courses, each with the user's progress, and where to pick up. */
export function LearnPage({ courses, progress, progressState }: LearnPageProps) {
  const resume = progress?.resume;
  const resumeCourse = resume ? courses.find((course) => course.slug === resume.course) : undefined;
  const resumeLesson = resumeCourse?.lessons.find((lesson) => lesson.slug === resume?.lesson);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro
        title="Learn SEO"
        lead="Short, practical courses on how search works, choosing keywords and tracking ranks. Mark lessons done as you go: your progress is saved to your account."
      />
      {progressState === 'error' ? (
        <Alert tone="warning" title="Your progress could not be loaded" className="mt-8">
          The courses are all here; reload the page to see which lessons you have done.
        </Alert>
      ) : null}
      {resumeCourse && resumeLesson ? (
        <section aria-labelledby="resume-title" className="mt-8 flex flex-col gap-4 rounded-xl border border-brand/30 bg-brand-soft p-5 text-brand-soft-foreground sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 id="resume-title" className="text-sm font-semibold tracking-wide uppercase">
              Continue where you left off
            </h2>
            <p className="mt-1 text-lg font-semibold text-foreground">{resumeLesson.title}</p>
            <p className="text-sm">{resumeCourse.title}</p>
          </div>
          <Link to={lessonPath(resumeCourse.slug, resumeLesson.slug)} className={buttonClasses('primary', 'md', 'shrink-0')}>
            Resume lesson
            <ArrowRight aria-hidden="true" />
          </Link>
        </section>
      ) : null}
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {courses.map((course) => {
          const courseProgress = progress?.courses.find((entry) => entry.course === course.slug);
          const step = nextStep(course, courseProgress);
          return (
            <li key={course.slug} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
              <Badge tone={course.level === 'Beginner' ? 'success' : 'brand'} className="self-start">
                {course.level}
              </Badge>
              <h2 className="mt-3 text-xl font-semibold tracking-tight">
                <Link to={coursePath(course.slug)} className="rounded-sm hover:text-brand">
                  {course.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-muted-foreground">{course.description}</p>
              <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <BookOpen aria-hidden="true" className="size-4" />
                  {course.lessons.length} lessons
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4" />
                  {totalMinutes(course)} min
                </span>
              </p>
              <div className="mt-4">
                <CourseProgressLine
                  title={course.title}
                  totalLessons={course.lessons.length}
                  progress={courseProgress}
                  loading={progressState === 'loading'}
                />
              </div>
              <Link
                to={step.href}
                aria-label={`${step.label}: ${course.title}`}
                className={buttonClasses(step.label === 'Resume' ? 'primary' : 'outline', 'md', 'mt-5')}
              >
                {step.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
