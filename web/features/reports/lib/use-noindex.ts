import { useEffect } from 'react';

/**
 * Adds <meta name="robots" content="noindex"> while the page is shown: shared reports are for the people
 * holding the link, never for search results (the API also answers with X-Robots-Tag: noindex).
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
