import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';

// The API reference at /docs/api: Scalar draws it in the browser from GET /api/openapi.json. The first test
// hands it a small document of our own, so what it must show is known exactly; the others read the server's.

const OPERATION = 'Check where a website ranks for a keyword';
const DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Rank Checker API',
    version: '1.0.0',
    description: [
      '## Errors',
      '',
      '| Code | HTTP status | When |',
      '| --- | --- | --- |',
      '| `DAILY_LIMIT_REACHED` | 429 | The daily check allowance is used up. |',
      '| `INVALID_API_KEY` | 401 | The Bearer key is unknown, revoked or malformed. |',
    ].join('\n'),
  },
  servers: [{ url: 'https://rank.example.com' }],
  components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'rc_live_…' } } },
  tags: [{ name: 'rank checks', 'x-displayName': 'Rank checks' }],
  paths: {
    '/api/v1/rank-checks': {
      post: {
        tags: ['rank checks'],
        summary: OPERATION,
        security: [{ apiKey: ['write'] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['websiteUrl', 'keyword'],
                properties: { websiteUrl: { type: 'string', example: 'example.com' }, keyword: { type: 'string', example: 'running shoes' } },
              },
            },
          },
        },
        responses: { '200': { description: 'Where it ranks', content: { 'application/json': { schema: { type: 'object', properties: { rank: { type: ['integer', 'null'] } } } } } } },
      },
    },
  },
};

/** Every request the page makes that leaves this machine (the reference must make none: fonts, proxy, telemetry). */
function requestsElsewhere(page: Page): string[] {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== 'localhost') elsewhere.push(request.url());
  });
  return elsewhere;
}

/**
 * The reference is a few megabytes of JavaScript that lays out a 170 KB document: on a busy two-core machine
 * its first drawing can take longer than an expectation's usual 10 s.
 */
const FIRST_DRAW = { timeout: 30_000 };

// A returning visitor who already answered the cookie banner: it would otherwise cover the reference.
test.beforeEach(async ({ context }) => {
  test.slow();
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'declined');
    localStorage.setItem('cookieConsentDate', new Date().toISOString());
  });
});

test('draws an operation of the document with its curl, JavaScript and Python examples, and the error codes', async ({ page }) => {
  const elsewhere = requestsElsewhere(page);
  await page.route('**/api/openapi.json', (route) => route.fulfill({ json: DOCUMENT }));
  await page.goto('/docs/api#tag/rank-checks/POST/api/v1/rank-checks');
  await expect(page).toHaveTitle('API reference — Rank Checker');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();

  const operation = page.getByRole('region', { name: OPERATION });
  await expect(operation.getByRole('heading', { name: OPERATION })).toBeVisible(FIRST_DRAW);
  const example = operation.locator('.code-snippet').first();
  await expect(example).toContainText('curl https://rank.example.com/api/v1/rank-checks');
  await expect(example).toContainText("Authorization: Bearer");
  await expect(example).toContainText('"keyword": "running shoes"');

  // Exactly three clients to choose from: curl, fetch and requests.
  await operation.getByRole('button', { name: 'Shell Curl' }).click();
  await expect(page.getByRole('option')).toHaveText(['Fetch', 'Requests', 'Curl']);
  await page.getByRole('option', { name: 'Fetch' }).click();
  await expect(example).toContainText("fetch('https://rank.example.com/api/v1/rank-checks'");
  await expect(example).toContainText("method: 'POST'");

  await operation.getByRole('button', { name: 'JavaScript Fetch' }).click();
  await page.getByRole('option', { name: 'Requests' }).click();
  await expect(example).toContainText('requests.post(\n    "https://rank.example.com/api/v1/rank-checks"');
  await expect(example).toContainText('"Authorization": "Bearer YOUR_SECRET_TOKEN"');

  await page.getByRole('link', { name: 'Errors' }).first().click();
  const errors = page.getByRole('table').filter({ hasText: 'DAILY_LIMIT_REACHED' });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row')).toHaveCount(3);
  await expect(errors.getByRole('row').nth(2).getByRole('cell')).toHaveText(['INVALID_API_KEY', '401', 'The Bearer key is unknown, revoked or malformed.']);

  expect(await accessibilityViolations(page)).toEqual([]);
  expect(elsewhere).toEqual([]);
});

for (const { width, colorScheme } of [
  { width: 1280, colorScheme: 'light' },
  { width: 360, colorScheme: 'dark' },
] as const) {
  test(`reads the server's document: introduction, every group, and no axe violations at ${width} px, ${colorScheme}`, async ({ page }) => {
    const elsewhere = requestsElsewhere(page);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 900 });
    // Scalar draws sections as they come near the screen: the address takes it to the introduction's first part.
    await page.goto('/docs/api#description/authentication');
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Authentication' })).toBeVisible(FIRST_DRAW);
    for (const heading of ['Rate limits', 'Idempotency', 'Errors']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
    }
    await expect(page.getByRole('table').filter({ hasText: 'IDEMPOTENCY_KEY_REUSED' })).toBeAttached();
    // One page outline: the reference's own <main> and <h1> are taken into ours (Playwright reads an h1's level
    // from its tag, browsers from aria-level).
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('h1:not([aria-level="2"])')).toHaveText(['API reference']);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/docs/api#tag/rank-checks/POST/api/v1/rank-checks');
    const operation = page.getByRole('region', { name: OPERATION });
    await expect(operation.locator('.code-snippet').first()).toContainText('Authorization: Bearer', FIRST_DRAW);
    await expect(operation.getByText('Idempotency-Key', { exact: true })).toBeVisible();
    // Each error status of the call names the codes it carries.
    await expect(operation.getByRole('button', { name: /^429\b/ }).first()).toContainText('DAILY_LIMIT_REACHED, RATE_LIMITED');
    await expect(operation.getByRole('button', { name: /^502\b/ }).first()).toContainText('SERP_ERROR, SERP_NOT_CONFIGURED');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
}

test("takes its styles away when the visitor leaves, so the rest of the app looks as before", async ({ page }) => {
  await page.goto('/');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto('/docs/api');
  await expect(page.getByRole('region', { name: 'Operations' }).getByRole('heading', { name: 'Rank Checker API' })).toBeVisible(FIRST_DRAW);
  await expect(page.locator('style[data-api-reference]')).toHaveCount(1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  // The reference (with its own h1) is on screen until the pricing page replaces it.
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('API reference');
  await expect(page.locator('style[data-api-reference]')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.className)).not.toMatch(/light-mode|dark-mode/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
});
