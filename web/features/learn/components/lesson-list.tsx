import CircleCheck from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import type { CourseOutline } from '../../../content/courses';
import { lessonPath } from '../lib/course-links';

/** A course's lessons in order, each marked done or numbered. */
export function LessonList({ course, completed }: { course: CourseOutline; completed: readonly string[] }) {
  return (
    <ol className="divide-y divide-border rounded-xl border border-border bg-card">
      {course.lessons.map((lesson, index) => {
        const done = completed.includes(lesson.slug);
        return (
          <li key={lesson.slug} className="relative flex gap-4 p-4 sm:p-5">
            <span
              className={
                done
                  ? 'flex size-8 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground'
                  : 'flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold text-muted-foreground'
              }
            >
              {done ? <CircleCheck aria-hidden="true" className="size-5" /> : index + 1}
            </span>
            <div className="min-w-0">
              <Link to={lessonPath(course.slug, lesson.slug)} className="font-semibold after:absolute after:inset-0 hover:text-brand">
                {lesson.title}
              </Link>
              <p className="mt-1 text-sm text-muted-foreground">{lesson.description}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {lesson.minutes} min{done ? <span className="font-medium text-success-soft-foreground"> · Done</span> : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
