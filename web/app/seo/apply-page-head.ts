import { HOME_DESCRIPTION, seoFor } from './public-pages';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Brings the head in line with the page shown after an in-app navigation: the title, description,
 * canonical URL and social tags a full load of that address would have had (the build wrote them into its
 * HTML). Pages that are not public keep the title they set themselves and the site's description.
 */
export function applyPageHead(pathname: string, origin: string): void {
  const page = seoFor(pathname);
  if (page) document.title = page.title;
  const description = page?.description ?? HOME_DESCRIPTION;
  setMeta('meta[name="description"]', 'name', 'description', description);
  setMeta('meta[property="og:title"]', 'property', 'og:title', page?.title ?? null);
  setMeta('meta[property="og:description"]', 'property', 'og:description', page ? description : null);
  setMeta('meta[property="og:url"]', 'property', 'og:url', page ? `${origin}${page.path}` : null);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!page) canonical?.remove();
  else if (canonical) canonical.href = `${origin}${page.path}`;
  else document.head.insertAdjacentHTML('beforeend', `<link rel="canonical" href="${origin}${page.path}" />`);
}
