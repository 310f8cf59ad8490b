import type { AiAnswerRead } from '../../../../core/search/ai-answers';
import type { AiAnswerRequest } from '../serp-provider';
import { parseTargetHint } from './place-targets';
import { hashOf, seededRandom } from './prng';
import { syntheticResultAt } from './synthetic-serp';

/**
 * A simulated AI answer: four to eight sources drawn from the simulated engine's own top results. Like a real
 * assistant it answers differently from one ask to the next (`ask` numbers the asks of one question), and each
 * site asked about has its own steady chance of being cited (20 to 80%) or only named in the words, so a citation
 * rate over many samples means something.
 */
export function simulatedAiAnswer(request: AiAnswerRequest, ask: number): AiAnswerRead {
  const random = seededRandom('ai-answer', request.engine, request.location, request.device, request.keyword, ask);
  const ctx = { engine: request.engine === 'bing_copilot' ? ('bing' as const) : ('google' as const), location: request.location, keyword: request.keyword };
  const count = 4 + Math.floor(random() * 5);
  const references = Array.from({ length: count }, (_, index) => {
    const result = syntheticResultAt(ctx, 1 + index * 2 + Math.floor(random() * 2), []);
    return { url: result.url, title: result.title };
  });
  const named: string[] = [];
  for (const target of request.targets ?? []) {
    const hint = parseTargetHint(target);
    if (!hint) continue;
    const chance = 0.2 + ((hashOf('ai-answer-site', request.engine, request.keyword, hint.host) % 1000) / 1000) * 0.6;
    const roll = random();
    if (roll < chance) references.splice(Math.floor(random() * references.length), 0, { url: `https://${hint.host}/`, title: hint.host });
    else if (roll < chance + 0.1) named.push(hint.host);
  }
  const sentence = named.length > 0 ? ` Shops such as ${named.join(' and ')} are often suggested.` : '';
  return { references, text: `A simulated answer about ${request.keyword}.${sentence}` };
}
