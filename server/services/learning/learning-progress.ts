import type { CourseProgress, LearningProgress } from '../../../contracts/learning';
import type { Queryable } from '../../db/pool';
import {
  deleteCompletedLesson,
  insertCompletedLesson,
  selectCompletedLessons,
  selectCourseVisits,
  upsertCourseVisit,
} from '../../db/queries/learning-progress';
import { AppError } from '../../errors';
import type { CourseCatalog } from './course-catalog';

export interface LearningDeps {
  db: Queryable;
  catalog: CourseCatalog;
}

function checkLesson(catalog: CourseCatalog, course: string, lesson: string): void {
  const lessons = catalog.get(course);
  if (!lessons) throw new AppError('NOT_FOUND', 'This course does not exist.');
  if (!lessons.includes(lesson)) throw new AppError('NOT_FOUND', 'This lesson is not part of the course.');
}

/** Progress in every course of the catalogue (lessons since removed from a course no longer count). */
export async function getLearningProgress({ db, catalog }: LearningDeps, userId: string): Promise<LearningProgress> {
  const [done, visits] = await Promise.all([selectCompletedLessons(db, userId), selectCourseVisits(db, userId)]);
  const courses: CourseProgress[] = [...catalog].map(([course, lessons]) => {
    const doneHere = new Set(done.filter((row) => row.course_slug === course).map((row) => row.lesson_slug));
    const completedLessons = lessons.filter((lesson) => doneHere.has(lesson));
    const visit = visits.find((row) => row.course_slug === course && lessons.includes(row.last_lesson_slug));
    return {
      course,
      totalLessons: lessons.length,
      completedLessons,
      percent: Math.round((completedLessons.length / lessons.length) * 100),
      lastLesson: visit?.last_lesson_slug ?? null,
      lastVisitedAt: visit?.visited_at.toISOString() ?? null,
    };
  });
  const resumable = courses
    .filter((course) => course.lastLesson && course.percent < 100)
    .sort((a, b) => (b.lastVisitedAt ?? '').localeCompare(a.lastVisitedAt ?? ''))[0];
  return { courses, resume: resumable?.lastLesson ? { course: resumable.course, lesson: resumable.lastLesson } : null };
}

async function courseProgress(deps: LearningDeps, userId: string, course: string): Promise<CourseProgress> {
  const progress = await getLearningProgress(deps, userId);
  return progress.courses.find((entry) => entry.course === course)!;
}

export async function completeLesson(deps: LearningDeps, userId: string, course: string, lesson: string, now: Date): Promise<CourseProgress> {
  checkLesson(deps.catalog, course, lesson);
  await insertCompletedLesson(deps.db, userId, course, lesson, now);
  return courseProgress(deps, userId, course);
}

export async function reopenLesson(deps: LearningDeps, userId: string, course: string, lesson: string): Promise<CourseProgress> {
  checkLesson(deps.catalog, course, lesson);
  await deleteCompletedLesson(deps.db, userId, course, lesson);
  return courseProgress(deps, userId, course);
}

/** Remembers the lesson the user opened, so the course and the dashboard can offer to resume there. */
export async function visitLesson(deps: LearningDeps, userId: string, course: string, lesson: string, now: Date): Promise<CourseProgress> {
  checkLesson(deps.catalog, course, lesson);
  await upsertCourseVisit(deps.db, userId, course, lesson, now);
  return courseProgress(deps, userId, course);
}
