import type { AiAnswerRead } from '../../../../core/search/ai-answers';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every piece of text in the answer's blocks (snippets, list items, table cells), in order. */
function textOf(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textOf(item, into);
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      // Links and images are sources, not words of the answer.
      if (key === 'link' || key === 'thumbnail' || key === 'image' || key === 'source_icon') continue;
      textOf(item, into);
    }
  }
}

/**
 * An AI answer's sources and words from SerpApi's `engine=google_ai_mode` or `engine=bing_copilot` answer. Both
 * document `text_blocks` (paragraphs, headings, lists, tables, with `reference_indexes`) and `references`
 * (`title`, `link`, `snippet`, `source`, `index`): serpapi.com/google-ai-mode-api and
 * serpapi.com/bing-copilot-api. Sources are ordered by `index`, as an AI Overview's are. No complete real answer
 * of either engine has been published with its references, so the order by `index` is inferred from the AI
 * Overview's documented shape. Null when the answer holds neither sources nor words: nothing was answered.
 */
export function readAiAnswer(body: unknown): AiAnswerRead | null {
  if (!isRecord(body)) return null;
  const references = (Array.isArray(body.references) ? body.references : [])
    .filter(isRecord)
    .map((reference, order) => ({
      url: typeof reference.link === 'string' ? reference.link : '',
      title: typeof reference.title === 'string' ? reference.title : '',
      index: typeof reference.index === 'number' ? reference.index : order,
    }))
    .filter((reference) => reference.url !== '')
    .sort((a, b) => a.index - b.index)
    .map(({ url, title }) => ({ url, title }));
  const words: string[] = [];
  textOf(body.text_blocks, words);
  for (const key of ['reconstructed_markdown', 'markdown', 'header']) if (typeof body[key] === 'string') words.push(body[key]);
  const text = words.join('\n');
  if (references.length === 0 && text.trim() === '') return null;
  return { references, text };
}
