import type { CourseProgress } from '../../../../contracts/learning';
import { paths } from '../../../config/paths';
import type { CourseOutline } from '../../../content/courses';

export const coursePath = (course: string) => `${paths.learn}/${course}`;
export const lessonPath = (course: string, lesson: string) => `${paths.learn}/${course}/${lesson}`;

export interface NextStep {
  label: 'Start course' | 'Resume' | 'Review course';
  href: string;
}

/**
 * Where a course's main button goes: its first lesson before any progress; the lesson opened last (or the
 * first not done) while under way; the first lesson again once finished.
 */
export function nextStep(course: CourseOutline, progress: CourseProgress | undefined): NextStep {
  const first = course.lessons[0]?.slug ?? '';
  if (!progress || (progress.completedLessons.length === 0 && !progress.lastLesson)) {
    return { label: 'Start course', href: lessonPath(course.slug, first) };
  }
  if (progress.percent >= 100) return { label: 'Review course', href: lessonPath(course.slug, first) };
  const notDone = course.lessons.find((lesson) => !progress.completedLessons.includes(lesson.slug))?.slug;
  return { label: 'Resume', href: lessonPath(course.slug, progress.lastLesson ?? notDone ?? first) };
}

export const totalMinutes = (course: CourseOutline) => course.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
