import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';

test.beforeEach(async ({ context }) => {
  // A returning visitor who already answered the cookie banner: these specs are about the courses.
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'declined');
    localStorage.setItem('cookieConsentDate', new Date().toISOString());
  });
});

test('/learn sends a guest to sign in', async ({ page }) => {
  await page.goto('/learn/seo-basics');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('a signed-in user completes a lesson, sees the course progress, resumes, and finds it on the dashboard; axe finds nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'learn');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learn SEO' })).toBeVisible();
  const basics = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'SEO basics' }) });
  await expect(basics.getByText('0 of 5 lessons done')).toBeVisible();
  expect(await accessibilityViolations(page), '/learn').toEqual([]);

  await basics.getByRole('link', { name: 'Start course: SEO basics' }).click();
  await expect(page).toHaveURL(/\/learn\/seo-basics\/how-search-engines-work$/);
  await expect(page.getByText('Lesson 1 of 5')).toBeVisible();
  expect(await accessibilityViolations(page), 'lesson').toEqual([]);
  await page.getByRole('button', { name: 'Mark lesson as done' }).click();
  await expect(page.getByRole('button', { name: 'Done — mark as not done' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: /^Next lesson/ }).click();
  await expect(page.getByText('Lesson 2 of 5')).toBeVisible();
  const secondLesson = await page.getByRole('heading', { level: 1 }).textContent();

  await page.getByRole('link', { name: 'SEO basics' }).first().click();
  await expect(page).toHaveURL(/\/learn\/seo-basics$/);
  await expect(page.getByText('1 of 5 lessons done')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'SEO basics: progress' })).toHaveAttribute('aria-valuenow', '20');
  expect(await accessibilityViolations(page), 'course').toEqual([]);
  // Resume goes to the lesson opened last, not the first one.
  await page.getByRole('link', { name: 'Resume', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondLesson ?? '');

  // The progress is the account's, not the browser's: a reload and the dashboard show it.
  await page.goto('/dashboard');
  const learning = page.getByRole('progressbar', { name: 'SEO basics: progress' });
  await expect(learning).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByRole('link', { name: `Resume: ${secondLesson}` })).toBeVisible();
});

test('an unknown course or lesson is the 404 page', async ({ page }) => {
  await signedInUser(page, 'learn-404');
  await page.goto('/learn/no-such-course');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.goto('/learn/seo-basics/no-such-lesson');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
