/** Marks #root while it holds a page rendered at build time that the app has not hydrated yet. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
