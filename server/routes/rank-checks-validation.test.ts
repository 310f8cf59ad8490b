import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contracts/api-error';
import { rankCheckResultSchema } from '../../contracts/rank-check';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postRankCheck, uniqueIp } from '../testing/guest-client';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';

describe('POST /api/v1/rank-checks: validation and guest rules', () => {
  let serp: SerpFixture;
  let t: TestApp;
  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider });
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  const valid = () => ({ websiteUrl: 'example.com', keyword: uniqueKeyword(), location: 'us', searchEngine: 'google' });

  it.each([
    ['no website URL', { keyword: 'seo' }, 'MISSING_INFORMATION', 'Please enter both website URL and keyword'],
    ['no keyword', { websiteUrl: 'example.com' }, 'MISSING_INFORMATION', 'Please enter both website URL and keyword'],
    ['a blank website URL', { websiteUrl: '   ', keyword: 'seo' }, 'MISSING_INFORMATION', 'Please enter both website URL and keyword'],
    ['a keyword of spaces and underscores', { websiteUrl: 'example.com', keyword: '  _ _ ' }, 'MISSING_INFORMATION', 'Please enter both website URL and keyword'],
    ['a null keyword', { websiteUrl: 'example.com', keyword: null }, 'MISSING_INFORMATION', 'Please enter both website URL and keyword'],
    ['an unparseable URL', { websiteUrl: 'not a website', keyword: 'seo' }, 'INVALID_INPUT', 'Please enter a valid website URL (for example example.com)'],
    ['an IP address', { websiteUrl: 'http://192.168.1.1/', keyword: 'seo' }, 'INVALID_INPUT', 'Please enter a valid website URL (for example example.com)'],
    ['an ftp URL', { websiteUrl: 'ftp://example.com', keyword: 'seo' }, 'INVALID_INPUT', 'Please enter a valid website URL (for example example.com)'],
  ])('%s -> 400 %s', async (_case, body, code, message) => {
    const response = await postRankCheck(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toEqual({ error: { code, message } });
  });

  it.each([
    ['an unknown engine', { searchEngine: 'altavista' }, /searchEngine must be one of google, bing/],
    ['an unknown location', { location: 'xx' }, /location must be one of us, gb/],
    ['a number as keyword', { keyword: 42 }, /keyword/],
  ])('%s -> 400 INVALID_INPUT naming the field', async (_case, override, pattern) => {
    const response = await postRankCheck(t.app, { ...valid(), ...override });
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toMatch(pattern);
  });

  it.each([
    ['a website', { websiteUrl: 'example.com/a%00b' }, 'Please enter a valid website URL (for example example.com)'],
    ['a website with a line break', { websiteUrl: 'https://example.com/%0Aok' }, 'Please enter a valid website URL (for example example.com)'],
    ['a competitor', { competitorUrls: ['rival.example/%00'] }, 'Please enter valid competitor URLs (for example competitor.com)'],
  ])('refuses %s holding a control character in a percent escape before any search is made', async (_case, override, message) => {
    const body = { ...valid(), ...override };
    const response = await postRankCheck(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_INPUT', message } });
    expect(serp.requestsFor(body.keyword)).toBe(0);
  });

  it('refuses more than 3 non-blank competitors', async () => {
    const response = await postRankCheck(t.app, { ...valid(), competitorUrls: ['a.com', 'b.com', 'c.com', 'd.com'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'You can compare with up to 3 competitors' } });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rank-checks',
      headers: { 'content-type': 'application/json' },
      payload: '{"websiteUrl":',
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('INVALID_INPUT');
  });

  it('tells guests other engines are for Pro (403 FEATURE_RESTRICTED)', async () => {
    const response = await postRankCheck(t.app, { ...valid(), searchEngine: 'duckduckgo' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FEATURE_RESTRICTED', message: 'DuckDuckGo is only available on Pro plan.' },
    });
  });

  it('asks guests to sign up for competitors (403 SIGN_UP_REQUIRED), blanks aside', async () => {
    const response = await postRankCheck(t.app, { ...valid(), competitorUrls: ['', 'rival.com', '  '] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'SIGN_UP_REQUIRED', message: 'Sign up to compare with competitors.' } });
  });

  it('ignores blank competitor fields and spends no quota or provider call on refused requests', async () => {
    const ip = uniqueIp();
    const body = valid();
    for (const refused of [
      { ...body, websiteUrl: '' },
      { ...body, searchEngine: 'bing' },
      { ...body, competitorUrls: ['rival.com'] },
    ]) {
      expect((await postRankCheck(t.app, refused, { ip })).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(serp.requestsFor(body.keyword)).toBe(0);

    const response = await postRankCheck(t.app, { ...body, competitorUrls: ['', '   '] }, { ip });
    expect(response.statusCode).toBe(200);
    const result = rankCheckResultSchema.parse(response.json());
    expect(result.competitors).toEqual([]);
    expect(result.keyword).toBe(body.keyword);
  });

  it('normalises the keyword: leading/trailing spaces and trailing underscores go', async () => {
    const keyword = uniqueKeyword();
    const response = await postRankCheck(t.app, { websiteUrl: ' Example.COM ', keyword: `   ${keyword}  _ _` });
    expect(response.statusCode).toBe(200);
    const result = rankCheckResultSchema.parse(response.json());
    expect(result.keyword).toBe(keyword);
    expect(result.websiteUrl).toBe('Example.COM');
    expect(serp.requestsFor(keyword)).toBeGreaterThan(0);
  });
});
