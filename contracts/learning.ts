import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(100);

/** Path parameters of one lesson. */
export const lessonParamsSchema = z.object({ course: slug, lesson: slug });

export const courseProgressSchema = z.object({
  course: z.string(),
  totalLessons: z.number().int(),
  /** Slugs of the lessons marked done, in the course's order. */
  completedLessons: z.array(z.string()),
  /** Whole percent of the course's lessons done. */
  percent: z.number().int().min(0).max(100),
  /** The lesson opened last, where "Resume" goes; null before the first. */
  lastLesson: z.string().nullable(),
  lastVisitedAt: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** GET /api/v1/me/learning — progress in every course, and the lesson to resume. */
export const learningProgressSchema = z.object({
  courses: z.array(courseProgressSchema),
  /** The most recently opened lesson of a course not yet finished; null when there is none. */
  resume: z.object({ course: z.string(), lesson: z.string() }).nullable(),
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;
