import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readHistoryView, writeHistoryView, type HistoryView } from './history-view';

/**
 * The page's filters and order, read from and written to the URL. Changes replace the history entry, so
 * Back leaves the page instead of stepping through every filter tweak, while reload and Back-to-here keep them.
 */
export function useHistoryView(): [HistoryView, (next: HistoryView) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed by the string, so the view object (part of query keys) only changes when the URL does.
  const view = useMemo(() => readHistoryView(new URLSearchParams(search)), [search]);
  const setView = useCallback((next: HistoryView) => setParams(writeHistoryView(next), { replace: true }), [setParams]);
  return [view, setView];
}
