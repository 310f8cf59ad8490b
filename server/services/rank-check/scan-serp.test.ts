import { describe, expect, it } from 'vitest';
import { parseTarget, type Target } from '../../../core/ranking';
import type { SerpPageRequest, SerpPageResult } from '../../adapters/serp/serp-provider';
import type { SerpPageFetcher } from './cached-serp-fetcher';
import { scanSerp } from './scan-serp';

function target(url: string): Target {
  const parsed = parseTarget(url);
  if (!parsed.ok) throw new Error(`bad test target ${url}`);
  return parsed.target;
}

/** A provider answering every request with `page(start)`; the requests it got are kept. */
function fetcher(page: (start: number) => SerpPageResult): SerpPageFetcher & { starts: number[] } {
  const starts: number[] = [];
  return {
    providerName: 'test',
    simulated: false,
    starts,
    fetchPage: async (request: SerpPageRequest) => {
      starts.push(request.start);
      return page(request.start);
    },
  };
}

const query = { engine: 'google', location: 'us', device: 'desktop', keyword: 'shoes' } as const;

describe('scanSerp', () => {
  it('reports a scan of 100 positions without the site as complete coverage (not found is earned)', async () => {
    const numbered = fetcher((start) => ({
      ok: true,
      page: { entries: Array.from({ length: 10 }, (_, i) => ({ url: `https://site-${start + i + 1}.test/`, title: 'r' })), ended: start >= 90 },
    }));
    const result = await scanSerp({ fetcher: numbered }, query, [target('example.com')], { hints: [] });
    expect(result.ok && result.scan.sequence.length).toBe(100);
  });

  it('fails, rather than report not found, when a provider that ignores the offset never adds up to 100 positions', async () => {
    // Every answer repeats the same ten results: the scan runs out of waves with ten positions known.
    const stuck = fetcher(() => ({
      ok: true,
      page: { entries: Array.from({ length: 10 }, (_, i) => ({ url: `https://site-${i + 1}.test/`, title: 'r' })), ended: false },
    }));
    const result = await scanSerp({ fetcher: stuck }, query, [target('example.com')], { hints: [] });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
    expect(stuck.starts.length).toBeGreaterThan(1);
  });
});
