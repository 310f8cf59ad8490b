/** Spec §9: scrolling to the checker leaves 80px for the fixed navbar. */
export const SCROLL_OFFSET_PX = 80;

/** Smoothly scrolls so the element with `id` sits `offset` px below the top; instant if motion is reduced. */
export function scrollToId(id: string, offset = SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}
