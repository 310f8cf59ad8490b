/**
 * AI answer engines: an assistant asked the keyword as a question writes an answer and cites its sources. Unlike
 * a results page they answer differently from one ask to the next, so a tracked query samples them on each run
 * and the product shows a citation rate over the samples, never one sample as the truth (decision 024).
 */
export const AI_ANSWER_ENGINES = ['google_ai_mode', 'bing_copilot'] as const;
export type AiAnswerEngine = (typeof AI_ANSWER_ENGINES)[number];

export const AI_ANSWER_LABELS: Record<AiAnswerEngine, string> = {
  google_ai_mode: 'Google AI Mode',
  bing_copilot: 'Bing Copilot',
};

export const isAiAnswerEngine = (value: string): value is AiAnswerEngine => (AI_ANSWER_ENGINES as readonly string[]).includes(value);

/** Searches one sample of one AI answer engine costs with the provider. */
export const SEARCHES_PER_AI_ANSWER = 1;

/** An AI answer as the provider read it: its sources in their order, and its words (to tell a mention apart). */
export interface AiAnswerRead {
  references: { url: string; title: string }[];
  text: string;
}
