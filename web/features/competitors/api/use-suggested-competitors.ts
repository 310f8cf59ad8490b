import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CompetitorSuggestion } from '../../../../contracts/competitor';
import { normalizeKeyword } from '../../../../core/ranking/normalize-keyword';
import { apiJson } from '../../../lib/api-client';
import { competitorsKey } from './competitors';

/** Spec §6: the lookup waits until typing has stopped for 1 s. */
export const SUGGESTION_DELAY_MS = 1000;

/** GET /api/v1/me/competitors/suggestions?keyword= — at most 3, exact keyword matches first. */
const getSuggestions = (keyword: string) =>
  apiJson<{ items: CompetitorSuggestion[] }>(`/me/competitors/suggestions?keyword=${encodeURIComponent(keyword)}`).then((body) => body.items);

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * Spec §6 suggested competitors for the keyword being typed: the user's tracked competitors with auto-track
 * whose keywords match it, the first 3, looked up 1 s after typing stops. Empty while nothing is typed, while
 * the lookup runs, when `enabled` is false (guests, the free plan) and when it fails: suggestions are a help,
 * never in the way.
 */
export function useSuggestedCompetitors(keyword: string, enabled = true): CompetitorSuggestion[] {
  const settled = useSettled(normalizeKeyword(keyword), SUGGESTION_DELAY_MS);
  const query = useQuery({
    queryKey: [...competitorsKey, 'suggestions', settled.toLowerCase()],
    queryFn: () => getSuggestions(settled),
    enabled: enabled && settled !== '',
    retry: false,
  });
  return enabled && settled !== '' && query.data ? query.data : [];
}
