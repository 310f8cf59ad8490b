/**
 * Values the build writes into the web app's code (Vite `define`), the same in the bundle, in the render of the
 * public pages and in the web tests. The year the build was made is the footer's until the page is hydrated:
 * the prerendered copyright line and the first client render must agree (decision 005).
 */
export function buildConstants(now = new Date()): Record<string, string> {
  return { __BUILD_YEAR__: String(now.getUTCFullYear()) };
}
