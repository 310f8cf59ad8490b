import { aiAnswerSample } from '../../../core/ranking/ai-answer-sample';
import type { AiAnswerEngine } from '../../../core/search/ai-answers';
import type { SerpProvider } from '../../adapters/serp/serp-provider';
import type { Pool } from '../../db/pool';
import { insertAiAnswerSample } from '../../db/queries/ai-answer-samples';
import type { RankCheckInput } from '../rank-check/run-rank-check';

export interface SampleAiAnswersDeps {
  pool: Pool;
  /** The provider as the run used it: behind the shared rate limit for a real one. */
  provider: SerpProvider;
  logger: { warn(obj: object, msg?: string): void };
  now: () => Date;
}

/**
 * Asks each AI answer engine the run's keyword once and keeps what the answer says of the site and its
 * competitors (decision 024). A sample that fails or is held back by the rate limit is not kept, and never
 * fails the run: the rank was read and saved already. Returns how many samples were kept.
 */
export async function sampleAiAnswers(deps: SampleAiAnswersDeps, userId: string, input: RankCheckInput, engines: readonly AiAnswerEngine[]): Promise<number> {
  const ask = deps.provider.fetchAiAnswer?.bind(deps.provider);
  if (!ask || engines.length === 0) return 0;
  let kept = 0;
  for (const engine of engines) {
    const result = await ask({
      engine,
      keyword: input.keyword,
      location: input.location,
      device: input.device,
      targets: [input.website.display, ...input.competitors.map((competitor) => competitor.target.display)],
    });
    if (!result.ok) {
      deps.logger.warn({ engine, kind: result.error.kind, userId }, 'An AI answer sample could not be taken; it is not kept');
      continue;
    }
    const sample = aiAnswerSample(
      result.answer,
      input.website,
      input.competitors.map((competitor) => ({ url: competitor.target.display, target: competitor.target })),
    );
    const query = { websiteUrl: input.website.display, keyword: input.keyword, location: input.location, device: input.device };
    await insertAiAnswerSample(deps.pool, userId, query, engine, sample, deps.now(), deps.provider.name);
    kept += 1;
  }
  return kept;
}
