import { enginePaging, MAX_RANK } from '../../../../core/search/paging';
import { abortableSleep } from '../abortable-sleep';
import type { AiAnswerRequest, AiAnswerResult, SerpEntry, SerpPageRequest, SerpPageResult, SerpProvider } from '../serp-provider';
import { parseTargetHint, placeTargets } from './place-targets';
import { simulatedAiAnswer } from './simulated-ai-answer';
import { simulatedFeatures } from './simulated-features';
import { syntheticResultAt } from './synthetic-serp';

export interface DemoProviderOptions {
  /** Artificial latency per page, to make benchmarks and progress displays realistic. */
  delayMs?: number;
  /**
   * The clock ranks move by: given, the sites a check looks for move from day to day and differ between
   * desktop and mobile (place-targets drift), so charts, movers and alerts have something to show. Without it
   * every day is the same, which tests that compare two checks rely on.
   */
  now?: () => Date;
}

/**
 * A deterministic simulated search engine, so the product works with no account anywhere. The same
 * (engine, location, keyword, start, targets, and with a clock the day and device) always gives the same page; each page holds the engine's usual
 * page size (core/search/paging) up to 100 results in all. The sites a check looks for are
 * placed at a stable pseudo-random rank or left out, so "not found" happens too. Its pages depend on the
 * targets asked about, so they are not cacheable across checks.
 */
export function createDemoProvider(options: DemoProviderOptions = {}): SerpProvider {
  async function fetchPage(request: SerpPageRequest, signal?: AbortSignal): Promise<SerpPageResult> {
    if (options.delayMs) await abortableSleep(options.delayMs, signal);
    else if (signal?.aborted) throw signal.reason;

    const ctx = { engine: request.engine, location: request.location, keyword: request.keyword };
    const targets = request.targets ?? [];
    const moment = options.now ? { day: Math.floor(options.now().getTime() / 86_400_000), device: request.device } : undefined;
    const placed = placeTargets(ctx, targets, moment);
    const targetHosts = targets.map(parseTargetHint).flatMap((t) => (t ? [t.host] : []));

    const paging = enginePaging(request.engine, request.device);
    const first = paging.kind === 'page' ? request.start * paging.laterSize + 1 : request.start + 1;
    const size = request.start === 0 ? paging.firstSize : paging.laterSize;
    const last = Math.min(first + size - 1, MAX_RANK);
    const entries: SerpEntry[] = [];
    for (let position = first; position <= last; position++) {
      const result = placed.get(position) ?? syntheticResultAt(ctx, position, targetHosts);
      entries.push({ url: result.url, title: result.title });
    }
    // The first page shows features too (the featured snippet, people also ask, an AI Overview on Google...).
    const features = request.start === 0 ? { features: simulatedFeatures(ctx, request.device, entries) } : {};
    return { ok: true, page: { entries, ended: last >= MAX_RANK, ...features } };
  }

  // Each question is asked anew: the nth ask of one question gets the nth answer, as an assistant varies.
  const asks = new Map<string, number>();
  async function fetchAiAnswer(request: AiAnswerRequest, signal?: AbortSignal): Promise<AiAnswerResult> {
    if (options.delayMs) await abortableSleep(options.delayMs, signal);
    else if (signal?.aborted) throw signal.reason;
    const key = JSON.stringify([request.engine, request.location, request.device, request.keyword]);
    const ask = asks.get(key) ?? 0;
    asks.set(key, ask + 1);
    return { ok: true, answer: simulatedAiAnswer(request, ask) };
  }

  return { name: 'demo', simulated: true, cacheable: false, fetchPage, fetchAiAnswer };
}
