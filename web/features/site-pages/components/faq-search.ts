import type { FaqGroup } from '../../../content/types';

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/**
 * The groups with only the questions matching every word of the query (in the question or its answer);
 * groups left empty are dropped. An empty query keeps everything.
 */
export function searchFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const haystack = normalise(`${item.question} ${item.text}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}
