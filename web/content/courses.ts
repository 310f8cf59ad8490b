import type { Course, CourseSummary, Lesson, LessonSummary } from './types';

// Course and lesson metadata is bundled with the learning pages; each lesson's body is its own chunk.
const courseSummaries = import.meta.glob<CourseSummary>('/content/courses/*/course.md', { query: '?meta', import: 'default', eager: true });
const lessonSummaries = import.meta.glob<LessonSummary>('/content/courses/*/[0-9][0-9]-*.md', { query: '?meta', import: 'default', eager: true });
const courseBodies = import.meta.glob<Course>('/content/courses/*/course.md', { import: 'default' });
const lessonBodies = import.meta.glob<Lesson>('/content/courses/*/[0-9][0-9]-*.md', { import: 'default' });

export interface CourseOutline extends CourseSummary {
  lessons: LessonSummary[];
}

/** Every course with its lessons in order, courses by their `order`. */
export const courses: CourseOutline[] = Object.values(courseSummaries)
  .sort((a, b) => a.order - b.order)
  .map((course) => ({
    ...course,
    lessons: Object.values(lessonSummaries)
      .filter((lesson) => lesson.course === course.slug)
      .sort((a, b) => a.position - b.position),
  }));

export function findCourse(slug: string): CourseOutline | undefined {
  return courses.find((course) => course.slug === slug);
}

export async function loadCourseIntro(slug: string): Promise<Course | null> {
  const load = courseBodies[`/content/courses/${slug}/course.md`];
  return load ? load() : null;
}

export async function loadLesson(course: string, lesson: string): Promise<Lesson | null> {
  const entry = Object.entries(lessonBodies).find(([file]) => {
    const [, folder, slug] = /^\/content\/courses\/([^/]+)\/\d{2}-([^/]+)\.md$/.exec(file) ?? [];
    return folder === course && slug === lesson;
  });
  return entry ? entry[1]() : null;
}
