import type { BlogPostMeta, CourseMeta, LessonMeta, PageMeta } from '../../core/content/schemas';

// The shapes scripts/content/compile-content.ts gives each kind of file under content/.

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export type PostSummary = BlogPostMeta & { slug: string; readingMinutes: number };
export interface Post {
  meta: PostSummary;
  html: string;
  headings: Heading[];
}

export type PageSummary = PageMeta & { slug: string };
export interface Page {
  meta: PageSummary;
  html: string;
  headings: Heading[];
}

export interface FaqItem {
  question: string;
  id: string;
  html: string;
  /** The answer without markup, for the page's search. */
  text: string;
}
export interface FaqGroup {
  title: string;
  id: string;
  items: FaqItem[];
}
export interface Faq {
  meta: PageSummary;
  groups: FaqGroup[];
}

export type CourseSummary = CourseMeta & { slug: string };
export type LessonSummary = LessonMeta & { course: string; slug: string; position: number };
export interface Lesson {
  meta: LessonSummary;
  html: string;
  headings: Heading[];
}
export interface Course {
  meta: CourseSummary;
  html: string;
}
