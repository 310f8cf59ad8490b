import { Suspense } from 'react';
import { lazyWithData } from '../../../components/with-data-layer';

// Only signed-in users whose plan tracks competitors get suggestions: the home page's guests never download it.
const SuggestedCompetitors = lazyWithData(() => import('./suggested-competitors').then((m) => m.SuggestedCompetitors));

/** The checker form's suggested-competitors slot (spec §6): tracked competitors matching the keyword fill the empty fields. */
export function suggestCompetitors(keyword: string, fill: (urls: string[]) => void) {
  return (
    <Suspense fallback={null}>
      <SuggestedCompetitors keyword={keyword} onSuggest={fill} />
    </Suspense>
  );
}
