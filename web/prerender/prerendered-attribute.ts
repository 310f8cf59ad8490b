/** Marks the landing page's build-time markup in index.html; present until the client's first render replaces it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
