import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '../../../../contracts/learning';
import type { CourseOutline } from '../../../content/courses';
import { nextStep, totalMinutes } from './course-links';

const lesson = (slug: string, position: number) => ({ slug, position, course: 'basics', title: slug, description: '', minutes: 5 });
const course: CourseOutline = {
  slug: 'basics',
  title: 'Basics',
  description: '',
  level: 'Beginner',
  order: 1,
  lessons: [lesson('one', 1), lesson('two', 2), lesson('three', 3)],
};
const progress = (completedLessons: string[], lastLesson: string | null): CourseProgress => ({
  course: 'basics',
  totalLessons: 3,
  completedLessons,
  percent: Math.round((completedLessons.length / 3) * 100),
  lastLesson,
  lastVisitedAt: lastLesson ? '2026-11-24T10:00:00Z' : null,
});

describe('nextStep', () => {
  it('starts at the first lesson, resumes where the user left off, reviews a finished course', () => {
    expect(nextStep(course, undefined)).toEqual({ label: 'Start course', href: '/learn/basics/one' });
    expect(nextStep(course, progress([], null))).toEqual({ label: 'Start course', href: '/learn/basics/one' });
    expect(nextStep(course, progress(['one'], 'two'))).toEqual({ label: 'Resume', href: '/learn/basics/two' });
    expect(nextStep(course, progress(['one'], null))).toEqual({ label: 'Resume', href: '/learn/basics/two' });
    expect(nextStep(course, progress(['one', 'two', 'three'], 'three'))).toEqual({ label: 'Review course', href: '/learn/basics/one' });
  });

  it('adds up the lessons’ minutes', () => {
    expect(totalMinutes(course)).toBe(15);
  });
});
