import { useEffect } from 'react';

/**
 * Adds <meta name="robots" content="noindex"> while the page is shown: for pages reached by a private link
 * (shared reports, e-mail links), which are for the people holding it, never for search results.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
