import { MAX_RANK, ENGINE_PAGING } from '../../../../core/search/paging';
import { abortableSleep } from '../abortable-sleep';
import type { OrganicResult, SerpPageRequest, SerpPageResult, SerpProvider } from '../serp-provider';
import { hostBelongsTo, parseTargetHint, placeTargets } from './place-targets';
import { syntheticResult } from './synthetic-serp';

export interface DemoProviderOptions {
  /** Artificial latency per page, to make benchmarks and progress displays realistic. */
  delayMs?: number;
}

/**
 * A deterministic simulated search engine, so the product works with no account anywhere. The same
 * (engine, location, keyword, page, targets) always gives the same page; each page holds exactly the
 * engine's page size of results (absolute positions) up to 100 in all. The sites a check looks for are
 * placed at a stable pseudo-random rank or left out, so "not found" happens too. Its pages depend on the
 * targets asked about, so they are not cacheable across checks.
 */
export function createDemoProvider(options: DemoProviderOptions = {}): SerpProvider {
  async function fetchPage(request: SerpPageRequest, signal?: AbortSignal): Promise<SerpPageResult> {
    if (options.delayMs) await abortableSleep(options.delayMs, signal);
    else if (signal?.aborted) throw signal.reason;

    const ctx = { engine: request.engine, location: request.location, keyword: request.keyword };
    const targets = request.targets ?? [];
    const placed = placeTargets(ctx, targets);
    const targetHosts = targets.map(parseTargetHint).flatMap((t) => (t ? [t.host] : []));
    const excluded = (host: string) => targetHosts.some((target) => hostBelongsTo(host, target));

    const { pageSize } = ENGINE_PAGING[request.engine];
    const first = (request.page - 1) * pageSize + 1;
    const last = Math.min(request.page * pageSize, MAX_RANK);
    const results: OrganicResult[] = [];
    for (let position = first; position <= last; position++) {
      const result = placed.get(position) ?? syntheticResult(ctx, position, excluded);
      results.push({ position, url: result.url, title: result.title });
    }
    return { ok: true, page: { results, hasMore: last < MAX_RANK } };
  }

  return { name: 'demo', cacheable: false, fetchPage };
}
