import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RankCheckFormValues } from '../../features/rank-check/components/form-values';
import { readSentCheck, withoutSentCheck } from '../../features/rank-check/lib/sent-before-load';

/**
 * A check sent in the instant before the page's script ran (the browser then sends the form itself, as a GET)
 * arrives in the address: what was typed goes back into the form, and the address is cleaned. It is not run:
 * a link alone must not spend a visitor's daily check.
 */
export function useCheckSentBeforeLoad(): RankCheckFormValues | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [sent] = useState(() => readSentCheck(location.search));
  useEffect(() => {
    if (!sent) return;
    void navigate({ pathname: location.pathname, search: withoutSentCheck(location.search), hash: location.hash }, { replace: true });
    // Once, for the address the page opened with.
  }, []);
  return sent;
}
