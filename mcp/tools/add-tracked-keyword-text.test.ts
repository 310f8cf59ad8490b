import { describe, expect, it } from 'vitest';
import type { ScheduledCheck } from '../../contracts/scheduled-check';
import { trackedText, trackPreviewText, type PlannedSchedule } from './add-tracked-keyword-text';

const SCHEDULE: PlannedSchedule = {
  websiteUrl: 'example.com',
  keyword: 'trail shoes',
  searchEngine: 'bing',
  location: 'de',
  device: 'mobile',
  competitorUrls: [],
  intervalType: 'weekly',
  intervalValue: 1,
};
const ESTIMATE = { runsPerMonth: 365.25 / 12 / 7, searchesPerRun: 2, searchesPerMonth: 9, overviewSearchesPerMonth: 0 };

describe('trackPreviewText', () => {
  it('says nothing is saved yet, what would be tracked, its monthly searches and how to go ahead', () => {
    const lines = trackPreviewText({ ...SCHEDULE, competitorUrls: ['a.com', 'b.com'] }, ESTIMATE, { simulated: false }).split('\n');
    expect(lines[0]).toBe(
      'Nothing has been scheduled yet. This would track "trail shoes" for example.com on Bing · Germany · mobile, with competitors a.com, b.com, every week, saving each rank to the history.',
    );
    expect(lines[2]).toContain('Cost: about 9 searches a month with the search provider, for as long as it stays tracked (about 4.3 runs a month, each expected to need 2 searches).');
    expect(lines[2]).toContain('It is an estimate');
    expect(lines[2]).not.toContain('AI Overview');
    expect(lines.at(-1)).toBe('To schedule it, ask the user, then call add_tracked_keyword again with the same arguments and confirm: true.');
  });

  it("adds the searches Google's deferred AI Overview may take, one a run at most", () => {
    const text = trackPreviewText({ ...SCHEDULE, searchEngine: 'google' }, { ...ESTIMATE, overviewSearchesPerMonth: 5 }, { simulated: false });
    expect(text).toContain("each expected to need 2 searches), and up to 5 searches more on runs where Google's AI Overview loads after the page and has to be read on its own.");
  });

  it.each<[number, string]>([
    [730.5, 'about 731 runs a month'],
    [30.4375, 'about 30 runs a month'],
    [1, 'about 1 run a month'],
    [0.5, 'about 0.5 runs a month'],
  ])('words %d runs a month as "%s"', (runsPerMonth, words) => {
    expect(trackPreviewText(SCHEDULE, { ...ESTIMATE, runsPerMonth }, { simulated: false })).toContain(`(${words},`);
  });

  it('says a simulated engine spends nothing and saves ranks that are not real, still naming the real estimate', () => {
    const text = trackPreviewText(SCHEDULE, { ...ESTIMATE, searchesPerMonth: 1 }, { simulated: true });
    expect(text).toContain('built-in simulated search engine: its runs spend no provider searches (with a real provider this schedule would need about 1 search a month)');
    expect(text).toContain('not real search results');
    expect(text).not.toContain('Cost:');
    expect(text).toContain('confirm: true');
  });
});

describe('trackedText', () => {
  it('gives what is tracked, how often, its id, the first run and the monthly estimate', () => {
    const created: ScheduledCheck = {
      ...SCHEDULE,
      id: '42',
      intervalType: 'daily',
      intervalValue: 2,
      customSchedule: null,
      isActive: true,
      nextCheckAt: '2026-11-25T08:00:00.000Z',
      lastRunAt: null,
      lastStatus: null,
      lastError: null,
      lastRank: null,
      previousRank: null,
      estimatedSearchesPerMonth: 152,
      createdAt: '2026-11-24T09:00:00.000Z',
    };
    const lines = trackedText(created).split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Now tracking "trail shoes" for example.com on Bing · Germany · mobile, every 2 days (id 42).',
      'First run: 2026-11-25 08:00 UTC.',
    ]);
    expect(lines[2]).toMatch(/^It needs about 152 searches a month with the search provider\. It is an estimate/);
  });
});
