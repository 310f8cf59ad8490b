import { useEffect, useRef } from 'react';
import Sparkles from 'lucide-react/icons/sparkles';
import { useSuggestedCompetitors } from '../api/use-suggested-competitors';

interface SuggestedCompetitorsProps {
  /** The checker's keyword as typed. */
  keyword: string;
  /** Fills the checker's competitor fields with these URLs (first 3; what the user typed stays). */
  onSuggest: (urls: string[]) => void;
}

/**
 * Spec §6 suggested competitors in the checker: once typing stops for 1 s, the user's tracked competitors with
 * auto-track whose keywords match are handed to the form to fill in, and named here so everyone knows where
 * the filled fields came from. Renders nothing without suggestions.
 */
export function SuggestedCompetitors({ keyword, onSuggest }: SuggestedCompetitorsProps) {
  const urls = useSuggestedCompetitors(keyword).map((s) => s.competitorUrl);
  const key = urls.join('\n');
  // The latest callback, so a new function from the form each render does not fill the fields again.
  const suggest = useRef(onSuggest);
  useEffect(() => {
    suggest.current = onSuggest;
  });
  useEffect(() => {
    if (key !== '') suggest.current(key.split('\n'));
  }, [key]);

  return (
    <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground empty:hidden">
      {urls.length > 0 ? (
        <>
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>Suggested from your tracked competitors: {urls.join(', ')}</span>
        </>
      ) : null}
    </p>
  );
}
