import { createApiReference } from '@scalar/api-reference';
// Inlined, not linked: the stylesheet styles <body> and the whole page (cascade layers that outrank the app's
// Tailwind layers), so it is in the document only while the reference is, and leaves with it.
import scalarCss from '@scalar/api-reference/style.css?inline';
import { keepPageOutline } from './page-outline';
import { referenceConfiguration } from './reference-configuration';
import { REFERENCE_THEME_CSS } from './reference-theme';

const COLOR_MODE_CLASSES = ['light-mode', 'dark-mode'];

/**
 * Renders the reference for `document` into `element` (which must be empty: Scalar hydrates a non-empty one
 * as server-rendered markup). This module is the page's only way to Scalar, so Scalar, Vue and their
 * stylesheet load in their own chunks when /docs/api opens, never with the rest of the app.
 * `onLoaded` runs once the reference has rendered the document. Returns a function that removes the reference,
 * its styles and the colour-mode class it puts on <body>.
 */
export function mountReference(element: HTMLElement, document: Record<string, unknown>, onLoaded: () => void): () => void {
  const page = element.ownerDocument;
  const style = page.createElement('style');
  style.dataset.apiReference = '';
  style.textContent = `${scalarCss}\n${REFERENCE_THEME_CSS}`;
  page.head.append(style);
  const stopOutline = keepPageOutline(element);
  const reference = createApiReference(element, { ...referenceConfiguration(document), onLoaded });
  return () => {
    stopOutline();
    reference.destroy();
    style.remove();
    page.body.classList.remove(...COLOR_MODE_CLASSES);
  };
}
