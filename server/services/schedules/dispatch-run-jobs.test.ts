import { describe, expect, it } from 'vitest';
import { packRunJobs, queryKeyOf, runJobKey } from './dispatch-run-jobs';

const run = (id: number, queryKey: string) => ({ id, queryKey });

describe('packing due runs into jobs', () => {
  it.each([
    { name: 'one query stays together', runs: [run(1, 'a'), run(2, 'a'), run(3, 'a')], max: 5, jobs: [[1, 2, 3]] },
    { name: 'queries share a job up to the cap', runs: [run(1, 'a'), run(2, 'b'), run(3, 'a')], max: 5, jobs: [[1, 3, 2]] },
    { name: 'a query is not cut to fill a job', runs: [run(1, 'a'), run(2, 'a'), run(3, 'b'), run(4, 'b')], max: 3, jobs: [[1, 2], [3, 4]] },
    { name: 'a query above the cap is split', runs: [1, 2, 3, 4, 5].map((id) => run(id, 'a')), max: 2, jobs: [[1, 2], [3, 4], [5]] },
    { name: 'nothing due, no job', runs: [], max: 2, jobs: [] },
  ])('$name', ({ runs, max, jobs }) => {
    expect(packRunJobs(runs, max)).toEqual(jobs);
  });

  it('groups by engine, location, device and keyword, whatever its case', () => {
    const query = { search_engine: 'google', location: 'us', device: 'desktop', keyword: 'Blue Widgets' };
    expect(queryKeyOf(query)).toBe(queryKeyOf({ ...query, keyword: 'blue widgets' }));
    expect(queryKeyOf(query)).not.toBe(queryKeyOf({ ...query, device: 'mobile' }));
    expect(queryKeyOf(query)).not.toBe(queryKeyOf({ ...query, location: 'gb' }));
    expect(queryKeyOf(query)).not.toBe(queryKeyOf({ ...query, search_engine: 'bing' }));
  });

  it('keys a job by its first run, and a deferred one by its time too', () => {
    expect(runJobKey([7, 3, 9])).toBe('scheduled-checks:3');
    expect(runJobKey([7], new Date('2026-11-24T10:00:00Z'))).toBe(`scheduled-checks:7:${Date.parse('2026-11-24T10:00:00Z')}`);
  });
});
