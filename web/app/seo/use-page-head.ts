import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the head's title, description and canonical URL right as the visitor moves between pages in the
 * app. The first page came with its own head from the build, so nothing runs until the path changes; the
 * list of public pages is loaded then, keeping it out of the first page's JavaScript.
 */
export function usePageHead(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    let current = true;
    void import('./apply-page-head').then(({ applyPageHead }) => {
      if (current) applyPageHead(pathname, window.location.origin);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
