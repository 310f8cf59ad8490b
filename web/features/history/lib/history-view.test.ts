import { describe, expect, it } from 'vitest';
import { historyApiParams, readHistoryView, toggleSort, writeHistoryView, type HistoryView } from './history-view';

const view = (overrides: Partial<HistoryView> = {}): HistoryView => ({ filters: {}, sort: 'checkedAt', order: 'desc', ...overrides });

describe('readHistoryView', () => {
  it.each([
    ['', view()],
    ['site=example.com&keyword=shoes', view({ filters: { site: 'example.com', keyword: 'shoes' } })],
    ['engine=bing&location=gb', view({ filters: { engine: 'bing', location: 'gb' } })],
    ['engine=altavista', view()],
    ['from=2026-03-01&to=2026-03-31', view({ filters: { from: '2026-03-01', to: '2026-03-31' } })],
    ['from=yesterday&to=2026-02-30', view()],
    ['keyword=%20%20', view()],
    ['sort=rank', view({ sort: 'rank', order: 'asc' })],
    ['sort=rank&order=desc', view({ sort: 'rank', order: 'desc' })],
    ['sort=keyword', view({ sort: 'keyword', order: 'asc' })],
    ['sort=popularity&order=sideways', view()],
    ['aiOverview=not-cited&feature=answer_box', view({ filters: { aiOverview: 'not-cited', feature: 'answer_box' } })],
    ['aiOverview=perhaps&feature=ai_overview', view()],
  ])('%s', (search, expected) => {
    expect(readHistoryView(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('writeHistoryView', () => {
  it.each([
    [view(), ''],
    [view({ filters: { keyword: 'shoes', engine: 'bing' } }), 'keyword=shoes&engine=bing'],
    [view({ sort: 'rank', order: 'asc' }), 'sort=rank&order=asc'],
    [view({ sort: 'checkedAt', order: 'asc' }), 'sort=checkedAt&order=asc'],
  ])('%o -> %s', (input, expected) => {
    expect(writeHistoryView(input).toString()).toBe(expected);
  });

  it('round-trips through readHistoryView', () => {
    const original = view({ filters: { site: 'a.com', from: '2026-01-01' }, sort: 'website', order: 'desc' });
    expect(readHistoryView(writeHistoryView(original))).toEqual(original);
  });
});

describe('historyApiParams', () => {
  it('always sends sort and order, and the cursor when there is one', () => {
    expect(historyApiParams(view({ filters: { site: 'a.com' } }), { cursor: 'abc', limit: '25' }).toString()).toBe(
      'site=a.com&sort=checkedAt&order=desc&cursor=abc&limit=25',
    );
    expect(historyApiParams(view(), { cursor: undefined }).toString()).toBe('sort=checkedAt&order=desc');
  });
});

describe('toggleSort', () => {
  it.each([
    [view(), 'checkedAt', 'checkedAt', 'asc'],
    [view({ sort: 'checkedAt', order: 'asc' }), 'checkedAt', 'checkedAt', 'desc'],
    [view(), 'rank', 'rank', 'asc'],
    [view(), 'keyword', 'keyword', 'asc'],
    [view({ sort: 'rank', order: 'asc' }), 'website', 'website', 'asc'],
    [view({ sort: 'rank', order: 'asc' }), 'checkedAt', 'checkedAt', 'desc'],
  ] as const)('%o + %s -> %s %s', (input, column, sort, order) => {
    expect(toggleSort(input, column)).toMatchObject({ sort, order });
  });
});
