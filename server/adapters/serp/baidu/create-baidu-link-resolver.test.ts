import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baiduRedirectFor } from '../testing/fake-serp-responses';
import { startFakeBaiduLinks, type FakeBaiduLinks } from '../testing/fake-baidu-links';
import { createBaiduLinkResolver } from './create-baidu-link-resolver';

let baidu: FakeBaiduLinks;
beforeAll(async () => {
  baidu = await startFakeBaiduLinks();
});
afterAll(() => baidu.close());
beforeEach(() => baidu.reset());

const resolver = (timeoutMs = 2_000) => createBaiduLinkResolver({ baseUrl: baidu.url, timeoutMs, userAgent: 'RankChecker/test' });
const target = 'https://www.coffeereview.cn/guide/beginners?x=1&y=2';

describe('Baidu link resolver', () => {
  it.each(['302', 'js-page', 'meta-page'] as const)('reads where a redirect leads when Baidu answers %s, in one request', async (mode) => {
    baidu.setMode(mode);
    expect(await resolver().resolve(baiduRedirectFor(target))).toBe(target);
    expect(baidu.requests).toHaveLength(1);
  });

  it('gives null for a failed answer, and never asks for anything but a Baidu /link redirect', async () => {
    baidu.setMode('error');
    expect(await resolver().resolve(baiduRedirectFor(target))).toBeNull();
    expect(await resolver().resolve('https://evil.example/link?url=abc')).toBeNull();
    expect(await resolver().resolve('http://www.baidu.com/s?wd=coffee')).toBeNull();
    expect(baidu.requests).toHaveLength(1);
  });

  it('gives null when Baidu does not answer in time', async () => {
    const silent = createBaiduLinkResolver({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500, userAgent: 'RankChecker/test' });
    expect(await silent.resolve(baiduRedirectFor(target))).toBeNull();
  });
});
