import { z } from 'zod';

// The frontmatter of each kind of file under content/ (content/README.md explains them to writers).
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const title = z.string().trim().min(3).max(100);
const description = z.string().trim().min(50).max(160);

export const blogPostMeta = z.strictObject({
  // A search result shows about 60–70 characters of a title; a post's own title must fit.
  title: title.max(70),
  description,
  date: isoDate,
  updated: isoDate.optional(),
  author: z.string().trim().min(2).max(80),
  tags: z.array(z.string().trim().min(2).max(40)).min(1).max(6),
});
export type BlogPostMeta = z.infer<typeof blogPostMeta>;

export const pageMeta = z.strictObject({ title, description, updated: isoDate });
export type PageMeta = z.infer<typeof pageMeta>;

export const courseMeta = z.strictObject({
  title,
  description,
  level: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  order: z.number().int().min(1),
});
export type CourseMeta = z.infer<typeof courseMeta>;

export const lessonMeta = z.strictObject({ title, description, minutes: z.number().int().min(1).max(60) });
export type LessonMeta = z.infer<typeof lessonMeta>;

/** A content file name's slug: lowercase words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A lesson file: NN-<slug>.md, NN giving its position in the course. */
export const LESSON_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
