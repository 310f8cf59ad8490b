import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import PartyPopper from 'lucide-react/icons/party-popper';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { CourseProgress } from '../../../../contracts/learning';
import { PageIntro } from '../../../components/page-intro';
import { Prose } from '../../../components/prose';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { CourseOutline } from '../../../content/courses';
import type { Lesson } from '../../../content/types';
import { notify } from '../../../lib/notify';
import { useSetLessonDone, useVisitLesson } from '../api/learning-progress';
import { coursePath, lessonPath } from '../lib/course-links';

interface LessonPageProps {
  course: CourseOutline;
  lesson: Lesson;
  progress: CourseProgress | undefined;
}

/** /learn/{courseSlug}/{lessonSlug} — one lesson, marked done from its end, with the way to the next. */
export function LessonPage({ course, lesson, progress }: LessonPageProps) {
  const { meta } = lesson;
  const index = course.lessons.findIndex((entry) => entry.slug === meta.slug);
  const previous = course.lessons[index - 1];
  const next = course.lessons[index + 1];
  const done = progress?.completedLessons.includes(meta.slug) ?? false;
  const courseDone = progress?.percent === 100;
  const setDone = useSetLessonDone();
  const { mutate: visit } = useVisitLesson();

  // Opening a lesson makes it the one Resume returns to.
  useEffect(() => {
    visit({ course: course.slug, lesson: meta.slug });
  }, [visit, course.slug, meta.slug]);

  const toggleDone = () =>
    setDone.mutate(
      { course: course.slug, lesson: meta.slug, done: !done },
      { onError: (error) => void notify.error('Progress Not Saved', error.message || 'Something went wrong') },
    );

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro
        trail={[{ label: 'Learn', href: paths.learn }, { label: course.title, href: coursePath(course.slug) }, { label: meta.title }]}
        title={meta.title}
        lead={meta.description}
      >
        <p className="mt-4 text-sm text-muted-foreground">
          Lesson {index + 1} of {course.lessons.length} · {meta.minutes} min
          {done ? <span className="font-medium text-success-soft-foreground"> · Done</span> : null}
        </p>
      </PageIntro>
      <Prose html={lesson.html} className="mt-10" />
      <section aria-label="Your progress" className="mt-12 rounded-xl border border-border bg-muted/40 p-5 sm:p-6">
        {courseDone ? (
          <p className="mb-4 flex items-center gap-2 font-semibold">
            <PartyPopper aria-hidden="true" className="size-5 text-brand" />
            You have finished “{course.title}”.
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant={done ? 'outline' : 'primary'} aria-pressed={done} disabled={setDone.isPending || !progress} onClick={toggleDone}>
            <Check aria-hidden="true" />
            {done ? 'Done — mark as not done' : 'Mark lesson as done'}
          </Button>
          {next ? (
            <Link
              to={lessonPath(course.slug, next.slug)}
              aria-label={`Next lesson: ${next.title}`}
              className={buttonClasses(done ? 'primary' : 'outline', 'md')}
            >
              Next lesson
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : (
            <Link to={paths.learn} className={buttonClasses(done ? 'primary' : 'outline', 'md')}>
              Back to all courses
            </Link>
          )}
        </div>
      </section>
      <nav aria-label="Lessons" className="mt-8 flex flex-wrap justify-between gap-4 text-sm">
        {previous ? (
          <Link to={lessonPath(course.slug, previous.slug)} className="inline-flex items-center gap-1.5 font-medium text-brand hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {previous.title}
          </Link>
        ) : (
          <span />
        )}
        <Link to={coursePath(course.slug)} className="font-medium text-brand hover:underline">
          All lessons of this course
        </Link>
      </nav>
    </article>
  );
}
