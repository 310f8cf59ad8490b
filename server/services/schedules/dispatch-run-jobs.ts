import { searchKey } from '../../../core/search/query-identity';

/** Runs one job carries: every run of a query due together, and small queries packed together. */
export const MAX_RUNS_PER_JOB = 50;

/** A run and the query it scans. */
export interface RunToPack {
  id: number;
  /** Runs with one key share one scan: engine, location, device and keyword. */
  queryKey: string;
}

/** The key grouping runs that one scan serves: every user and competitor asking the same results page. */
export function queryKeyOf(schedule: { search_engine: string; location: string; device: string; keyword: string }): string {
  return searchKey({ engine: schedule.search_engine, location: schedule.location, device: schedule.device, keyword: schedule.keyword });
}

/** The job key of a job carrying runs; unique because a run is carried by one job at a time. */
export function runJobKey(runIds: readonly number[], runAfter?: Date): string {
  const first = Math.min(...runIds);
  return runAfter ? `scheduled-checks:${first}:${runAfter.getTime()}` : `scheduled-checks:${first}`;
}

/**
 * Packs runs into jobs: a query's runs stay in one job (one scan serves them all), queries are packed together
 * up to MAX_RUNS_PER_JOB, and a query with more runs than that is split (its jobs then share pages through
 * the page cache).
 * @example packRunJobs([{ id: 1, queryKey: 'a' }, { id: 2, queryKey: 'b' }, { id: 3, queryKey: 'a' }], 2)
 * // [[1, 3], [2]]
 */
export function packRunJobs(runs: readonly RunToPack[], maxPerJob = MAX_RUNS_PER_JOB): number[][] {
  const byQuery = new Map<string, number[]>();
  for (const run of runs) byQuery.set(run.queryKey, [...(byQuery.get(run.queryKey) ?? []), run.id]);
  const jobs: number[][] = [];
  let current: number[] = [];
  for (const ids of byQuery.values()) {
    for (let from = 0; from < ids.length; from += maxPerJob) {
      const chunk = ids.slice(from, from + maxPerJob);
      if (current.length > 0 && current.length + chunk.length > maxPerJob) {
        jobs.push(current);
        current = [];
      }
      current = [...current, ...chunk];
    }
  }
  if (current.length > 0) jobs.push(current);
  return jobs;
}
