import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSerpApi, type FakeSerpApi } from './fake-serpapi-server';

let fake: FakeSerpApi;
beforeAll(async () => {
  fake = await startFakeSerpApi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function get(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${fake.url}/search.json?${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Organic = { position: number; link: string; sitelinks?: unknown };

describe('fake SerpApi server', () => {
  it.each([
    ['google', 'q=coffee&start=20', 'google_url', 10],
    ['bing', 'q=coffee&first=11', 'bing_url', 10],
    ['yahoo', 'p=coffee&b=8', 'yahoo_url', 7],
    ['duckduckgo', 'q=coffee&start=25', 'duckduckgo_url', 15],
    ['baidu', 'q=coffee&pn=50&rn=50', 'baidu_url', 50],
    ['yandex', 'text=coffee&p=2', 'yandex_url', 10],
  ])('%s answers in its wire format', async (engine, query, urlKey, size) => {
    const { status, body } = await get(`engine=${engine}&${query}&api_key=k`);
    expect(status).toBe(200);
    expect(body.search_metadata).toMatchObject({ status: 'Success', [urlKey]: expect.any(String) });
    expect(body.search_parameters).toMatchObject({ engine });
    expect(body.search_parameters).not.toHaveProperty('api_key');
    const organic = body.organic_results as Organic[];
    expect(organic.map((r) => r.position)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    expect(body.serpapi_pagination).toMatchObject({ next: expect.stringContaining(`engine=${engine}`) });
  });

  it('gives DuckDuckGo 10 results on the first request and moves `start` on by what a page held', async () => {
    const { body } = await get('engine=duckduckgo&q=coffee&api_key=k');
    expect((body.organic_results as Organic[]).length).toBe(10);
    expect(body.serpapi_pagination).toMatchObject({ next: expect.stringContaining('start=10') });
  });

  it('links Baidu results to Baidu’s redirect and shows the site in displayed_link forms', async () => {
    const { body } = await get('engine=baidu&q=coffee&pn=0&rn=8&api_key=k');
    const organic = body.organic_results as (Organic & { displayed_link: string })[];
    expect(organic.every((r) => r.link.startsWith('http://www.baidu.com/link?url='))).toBe(true);
    expect(organic.map((r) => r.displayed_link)).toContain('百度百科');
    expect(organic.some((r) => r.displayed_link.endsWith('...'))).toBe(true);
  });

  it('answers a short page when told to', async () => {
    fake.setHolds(({ params }) => (params.get('start') === '10' ? 6 : undefined));
    const { body } = await get('engine=google&q=coffee&start=10&api_key=k');
    expect((body.organic_results as Organic[]).length).toBe(6);
    expect(body.serpapi_pagination).toMatchObject({ next: expect.stringContaining('start=16') });
  });

  it('places URLs at absolute positions and nowhere else', async () => {
    fake.setPlacements({ coffee: [{ url: 'https://www.mysite.com/beans', position: 13 }] });
    const { body } = await get('engine=google&q=coffee&start=10&api_key=k');
    const organic = body.organic_results as Organic[];
    expect(organic[2]).toMatchObject({ position: 3, link: 'https://www.mysite.com/beans' });
    expect(organic.filter((r) => r.link.includes('mysite.com'))).toHaveLength(1);
  });

  it('stops paginating after the last result', async () => {
    const { body } = await get('engine=google&q=coffee&start=140&api_key=k');
    expect((body.organic_results as Organic[]).length).toBe(10);
    expect(body.serpapi_pagination).not.toHaveProperty('next');
  });

  it('rejects a missing key and a missing query like SerpApi', async () => {
    expect((await get('engine=google&q=coffee')).status).toBe(401);
    expect(await get('engine=yahoo&q=coffee&api_key=k')).toEqual({ status: 400, body: { error: 'Missing query `p` parameter.' } });
  });

  it('records requests and lets a responder override answers by count', async () => {
    fake.setResponder(({ count }) => (count === 1 ? { status: 503, body: { error: 'busy' } } : undefined));
    expect((await get('engine=bing&q=a&api_key=k')).status).toBe(503);
    expect((await get('engine=bing&q=a&api_key=k')).status).toBe(200);
    expect(fake.requests.map((r) => r.engine)).toEqual(['bing', 'bing']);
    expect(fake.requests[0]?.params.get('q')).toBe('a');
  });
});
