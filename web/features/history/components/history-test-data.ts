import { vi } from 'vitest';
import type { HistoryEntry, HistoryFacets, HistoryPage } from '../../../../contracts/history';
import { jsonResponse } from '../../../testing/fake-api';

let counter = 0;

/** A saved check with sensible defaults for tests. */
export function makeEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  counter += 1;
  return {
    id: String(counter),
    websiteUrl: 'example.com',
    keyword: `keyword ${counter}`,
    location: 'us',
    searchEngine: 'google',
    rankPosition: 7,
    pageNumber: 1,
    resultType: 'organic',
    competitors: [],
    checkedAt: '2026-03-01T12:00:00.000Z',
    previousRank: null,
    device: 'desktop',
    source: 'serpapi',
    simulated: false,
    resultsScanned: 100,
    seoChanges: [],
    serpFeatures: null,
    aiOverview: null,
    ...overrides,
  };
}

export const FACETS: HistoryFacets = {
  sites: ['example.com', 'shop.example.org'],
  keywords: ['running shoes', 'trail shoes'],
  engines: ['google', 'bing'],
  locations: ['us', 'gb'],
  devices: ['desktop', 'mobile'],
  tags: [],
};

export const pageResponse = (items: HistoryEntry[], nextCursor: string | null = null, total = items.length) =>
  jsonResponse({ items, nextCursor, total } satisfies HistoryPage);

/**
 * Answers media queries as a screen of this kind would (happy-dom's own window is 1024 px wide, between
 * the cards and the table), with reduced motion so the chart never animates in tests.
 */
export function stubScreen({ wide }: { wide: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') || (wide && query.includes('min-width')),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
