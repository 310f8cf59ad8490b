import type { Queryable } from '../pool';

export interface CompletedLessonRow {
  course_slug: string;
  lesson_slug: string;
  completed_at: Date;
}

export interface CourseVisitRow {
  course_slug: string;
  last_lesson_slug: string;
  visited_at: Date;
}

export async function selectCompletedLessons(db: Queryable, userId: string): Promise<CompletedLessonRow[]> {
  const { rows } = await db.query<CompletedLessonRow>(
    'select course_slug, lesson_slug, completed_at from lesson_progress where user_id = $1',
    [userId],
  );
  return rows;
}

export async function selectCourseVisits(db: Queryable, userId: string): Promise<CourseVisitRow[]> {
  const { rows } = await db.query<CourseVisitRow>(
    'select course_slug, last_lesson_slug, visited_at from course_visits where user_id = $1',
    [userId],
  );
  return rows;
}

/** Marking a lesson done twice keeps the first time it was done. */
export async function insertCompletedLesson(db: Queryable, userId: string, course: string, lesson: string, at: Date): Promise<void> {
  await db.query(
    `insert into lesson_progress (user_id, course_slug, lesson_slug, completed_at) values ($1, $2, $3, $4)
     on conflict (user_id, course_slug, lesson_slug) do nothing`,
    [userId, course, lesson, at],
  );
}

export async function deleteCompletedLesson(db: Queryable, userId: string, course: string, lesson: string): Promise<void> {
  await db.query('delete from lesson_progress where user_id = $1 and course_slug = $2 and lesson_slug = $3', [userId, course, lesson]);
}

export async function upsertCourseVisit(db: Queryable, userId: string, course: string, lesson: string, at: Date): Promise<void> {
  await db.query(
    `insert into course_visits (user_id, course_slug, last_lesson_slug, visited_at) values ($1, $2, $3, $4)
     on conflict (user_id, course_slug) do update set last_lesson_slug = excluded.last_lesson_slug, visited_at = excluded.visited_at`,
    [userId, course, lesson, at],
  );
}
