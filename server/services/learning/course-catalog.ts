import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Each course's lesson slugs in order, read from content/courses (the same files the web app is built from). */
export type CourseCatalog = ReadonlyMap<string, readonly string[]>;

const LESSON_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/**
 * The courses of content/courses/<course>/NN-<lesson>.md. Only the names matter here: the build checks the
 * files themselves (content/README.md), and progress only needs to know which lessons exist and their order.
 */
export function loadCourseCatalog(coursesDir: string): CourseCatalog {
  const catalog = new Map<string, string[]>();
  if (!existsSync(coursesDir)) return catalog;
  for (const course of readdirSync(coursesDir, { withFileTypes: true })) {
    if (!course.isDirectory()) continue;
    const lessons = readdirSync(path.join(coursesDir, course.name))
      .map((file) => LESSON_FILE.exec(file))
      .filter((match): match is RegExpExecArray => match !== null)
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((match) => match[2]!);
    if (lessons.length > 0) catalog.set(course.name, lessons);
  }
  return catalog;
}
