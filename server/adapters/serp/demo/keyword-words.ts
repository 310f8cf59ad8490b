import { hashOf } from './prng';

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', ё: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'i', і: 'i',
  ї: 'yi', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Syllables for made-up site names when a keyword has no Latin or Cyrillic letters (Chinese, Arabic, ...). */
const SYLLABLES = ['xin', 'hao', 'kuai', 'jia', 'bao', 'tong', 'zhi', 'wang', 'mei', 'le', 'da', 'yun'];

/** Words that make poor site names ("best", "near me", ...). */
const STOPWORDS = new Set([
  'a', 'an', 'and', 'best', 'buy', 'cheap', 'for', 'how', 'in', 'me', 'near', 'of', 'on', 'the', 'to', 'top',
  'what', 'with', 'online', 'free',
]);

/** The keyword's words as lower-case ASCII (accents dropped, Cyrillic transliterated), at most six. */
export function keywordWords(keyword: string): string[] {
  const ascii = [...keyword.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()]
    .map((ch) => CYRILLIC[ch] ?? ch)
    .join('');
  const words = ascii.split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length > 0) return words.slice(0, 6);
  const hash = hashOf(keyword);
  return [`${SYLLABLES[hash % SYLLABLES.length]}${SYLLABLES[(hash >>> 8) % SYLLABLES.length]}`];
}

/** The words that say what the keyword is about, for site names: "best coffee near me" -> coffee. */
export function topicWords(words: readonly string[]): string[] {
  const topic = words.filter((word) => !STOPWORDS.has(word));
  return topic.length > 0 ? topic : [...words];
}

export function slugOf(words: readonly string[]): string {
  return words.join('-');
}

export function titleOf(keyword: string): string {
  return keyword
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
