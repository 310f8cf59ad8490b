// A Markdown file of content/, compiled at build time by scripts/vite/content-plugin.ts. web/content/*.ts
// give each kind its type.
declare module '*.md' {
  const compiled: { meta: Record<string, unknown> } & Record<string, unknown>;
  export default compiled;
}
