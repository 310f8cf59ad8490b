import { useEffect } from 'react';

/**
 * Sets the page title while a route is shown. index.html carries the default title for the first paint;
 * rendering a second <title> element would leave two in the head, so the document's title is set instead.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
