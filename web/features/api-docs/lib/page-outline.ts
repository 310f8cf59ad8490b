/**
 * Scalar renders the reference as a page of its own: a <main> landmark and the document's title as <h1>. Inside
 * our page, which has both already, that would give screen readers two main landmarks and two top headings.
 * Its <main> becomes a named region and its <h1> a second-level heading, for whatever Scalar draws, whenever it
 * draws it (it renders sections lazily). Vue leaves these attributes alone: it patches only those it set.
 * Returns a function that stops watching.
 */
export function keepPageOutline(root: HTMLElement): () => void {
  const fix = () => {
    for (const main of root.querySelectorAll('main:not([role])')) main.setAttribute('role', 'region');
    for (const heading of root.querySelectorAll('h1:not([aria-level])')) heading.setAttribute('aria-level', '2');
  };
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
