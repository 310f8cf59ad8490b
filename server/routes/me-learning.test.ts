import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningProgressSchema } from '../../contracts/learning';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { loadCourseCatalog } from '../services/learning/course-catalog';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const catalog = loadCourseCatalog(path.resolve('content/courses'));
const [course, lessons] = [...catalog][0]!;
const [first, second] = lessons;

describe('/api/v1/me/learning', () => {
  let t: TestApp;
  let clock = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (user: SignedInUser | null, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {} });
  const progress = async (user: SignedInUser) => learningProgressSchema.parse((await call(user, 'GET', '/api/v1/me/learning')).json());

  it('the catalogue holds the courses of content/courses in lesson order', () => {
    expect(catalog.size).toBeGreaterThanOrEqual(3);
    for (const courseLessons of catalog.values()) expect(courseLessons.length).toBeGreaterThanOrEqual(4);
  });

  it('starts at nothing done in every course, with nothing to resume', async () => {
    const user = await signInAs(t.pool);
    const start = await progress(user);
    expect(start.courses.map((entry) => entry.course).sort()).toEqual([...catalog.keys()].sort());
    expect(start.courses.every((entry) => entry.percent === 0 && entry.lastLesson === null)).toBe(true);
    expect(start.resume).toBeNull();
  });

  it('marks lessons done (twice is once), counts the percentage, undoes, and resumes at the lesson opened last', async () => {
    const user = await signInAs(t.pool);
    const done = await call(user, 'PUT', `/api/v1/me/learning/${course}/${first}/done`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ course, completedLessons: [first], percent: Math.round(100 / lessons.length) });
    expect((await call(user, 'PUT', `/api/v1/me/learning/${course}/${first}/done`)).json()).toMatchObject({ completedLessons: [first] });

    clock = new Date('2026-11-24T10:05:00Z');
    expect((await call(user, 'POST', `/api/v1/me/learning/${course}/${second}/visit`)).json()).toMatchObject({ lastLesson: second });
    expect((await progress(user)).resume).toEqual({ course, lesson: second });

    const undone = await call(user, 'DELETE', `/api/v1/me/learning/${course}/${first}/done`);
    expect(undone.json()).toMatchObject({ completedLessons: [], percent: 0 });
  });

  it('a finished course is 100 % and no longer offered to resume', async () => {
    const user = await signInAs(t.pool);
    await call(user, 'POST', `/api/v1/me/learning/${course}/${lessons.at(-1)}/visit`);
    for (const lesson of lessons) await call(user, 'PUT', `/api/v1/me/learning/${course}/${lesson}/done`);
    const finished = await progress(user);
    expect(finished.courses.find((entry) => entry.course === course)).toMatchObject({ percent: 100, completedLessons: [...lessons] });
    expect(finished.resume).toBeNull();
  });

  it("keeps each user's progress to themselves", async () => {
    const [alice, bob] = [await signInAs(t.pool), await signInAs(t.pool)];
    await call(alice, 'PUT', `/api/v1/me/learning/${course}/${first}/done`);
    expect((await progress(bob)).courses.find((entry) => entry.course === course)?.completedLessons).toEqual([]);
  });

  it('answers 404 for a course or lesson that does not exist, 400 for a malformed slug, 401 without a session', async () => {
    const user = await signInAs(t.pool);
    expect((await call(user, 'PUT', `/api/v1/me/learning/no-such-course/${first}/done`)).json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This course does not exist.' },
    });
    expect((await call(user, 'PUT', `/api/v1/me/learning/${course}/no-such-lesson/done`)).statusCode).toBe(404);
    expect((await call(user, 'PUT', `/api/v1/me/learning/${course}/Bad_Slug/done`)).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/v1/me/learning')).statusCode).toBe(401);
  });
});
