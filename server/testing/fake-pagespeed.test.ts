import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePageSpeed, type FakePageSpeed } from './fake-pagespeed';

describe('startFakePageSpeed', () => {
  let fake: FakePageSpeed;
  beforeAll(async () => {
    fake = await startFakePageSpeed();
  });
  afterAll(() => fake.close());

  const get = (query: string) => fetch(`${fake.url}?${query}`);

  it('answers the recorded run as if made for the requested page', async () => {
    const response = await get(`url=${encodeURIComponent('https://shop.example.org/a')}&category=performance&strategy=mobile`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.id).toBe('https://shop.example.org/a');
    expect(body.lighthouseResult.requestedUrl).toBe('https://shop.example.org/a');
    expect(body.lighthouseResult.finalUrl).toBe('https://shop.example.org/a');
    expect(body.lighthouseResult.categories.performance.score).toBe(0.62);
  });

  it.each([
    ['no url', 'category=performance&strategy=mobile', 'Missing required field: url'],
    ['a url without a scheme', 'url=example.org&category=performance', "Invalid value at 'url'"],
    ['another category', 'url=https%3A%2F%2Fexample.org&category=seo', "Invalid value at 'category'"],
    ['an unknown strategy', 'url=https%3A%2F%2Fexample.org&strategy=tablet', "Invalid value at 'strategy'"],
  ])('refuses %s with Google’s 400', async (_name, query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(body.error.message).toContain(message);
  });

  it('records every request with its query', async () => {
    const before = fake.requests.length;
    await get('url=https%3A%2F%2Fexample.org%2F&category=performance&strategy=mobile&key=k1');
    expect(fake.requests).toHaveLength(before + 1);
    expect(fake.requests.at(-1)?.searchParams.get('key')).toBe('k1');
  });

  it('answers other paths with a 404', async () => {
    const response = await fetch(new URL('/elsewhere', fake.url));
    expect(response.status).toBe(404);
  });
});
