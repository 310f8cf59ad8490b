/**
 * The reference in the app's colours (globals.css) and fonts. Scalar keeps its theme in the `scalar-theme`
 * cascade layer and marks the mode with `light-mode` / `dark-mode` on <body>, following prefers-color-scheme as
 * the app does; these unlayered rules win over it. The values are written out per mode rather than read from
 * the app's variables because Scalar also puts `dark-mode` on its request examples inside the light page.
 * Its own greys and method colours fall below WCAG AA on its grey cards (axe: color-contrast): every text
 * colour here is at least 4.5:1 on the three backgrounds of its mode.
 */
export const REFERENCE_THEME_CSS = `
.light-mode,
.dark-mode {
  --scalar-font: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  /* The app's navbar is fixed above the page: the reference's sticky menu and headings start below it. */
  --scalar-custom-header-height: var(--navbar-height, 4rem);
  --scalar-radius: 0.375rem;
  --scalar-radius-lg: 0.5rem;
  --scalar-radius-xl: 0.75rem;
  --scalar-link-color: var(--scalar-color-accent);
  --scalar-sidebar-background-1: var(--scalar-background-1);
  --scalar-sidebar-color-1: var(--scalar-color-1);
  --scalar-sidebar-color-2: var(--scalar-color-2);
  --scalar-sidebar-border-color: var(--scalar-border-color);
  --scalar-sidebar-item-active-background: var(--scalar-background-accent);
  --scalar-sidebar-color-active: var(--scalar-color-accent);
  --scalar-sidebar-search-background: var(--scalar-background-1);
  --scalar-sidebar-search-color: var(--scalar-color-2);
}
.light-mode {
  --scalar-background-1: #ffffff;
  --scalar-background-2: #f8fafc;
  --scalar-background-3: #f1f5f9;
  --scalar-background-accent: #eef2ff;
  --scalar-color-1: #0f172a;
  --scalar-color-2: #475569;
  --scalar-color-3: #526075;
  --scalar-color-accent: #4338ca;
  --scalar-border-color: #e2e8f0;
  --scalar-link-color-hover: #3730a3;
  --scalar-button-1: #4338ca;
  --scalar-button-1-hover: #3730a3;
  --scalar-button-1-color: #ffffff;
  --scalar-sidebar-search-border-color: #cbd5e1;
  --scalar-color-green: #166534;
  --scalar-color-blue: #1d4ed8;
  --scalar-color-orange: #c2410c;
  --scalar-color-red: #b91c1c;
  --scalar-color-yellow: #854d0e;
  --scalar-color-purple: #7e22ce;
  --scalar-color-query: #0f766e;
}
.dark-mode {
  --scalar-background-1: #0b1020;
  --scalar-background-2: #111831;
  --scalar-background-3: #19213a;
  --scalar-background-accent: #1e2450;
  --scalar-color-1: #e2e8f0;
  --scalar-color-2: #a3b0c4;
  --scalar-color-3: #94a3b8;
  --scalar-color-accent: #a5b4fc;
  --scalar-border-color: #27314d;
  --scalar-link-color-hover: #c7d2fe;
  --scalar-button-1: #a5b4fc;
  --scalar-button-1-hover: #c7d2fe;
  --scalar-button-1-color: #111827;
  --scalar-sidebar-search-border-color: #3a4666;
  --scalar-color-green: #4ade80;
  --scalar-color-blue: #60a5fa;
  --scalar-color-orange: #fb923c;
  --scalar-color-red: #f87171;
  --scalar-color-yellow: #facc15;
  --scalar-color-purple: #c084fc;
  --scalar-color-query: #5eead4;
}
/*
 * Regions that scroll must be reachable by keyboard (axe: scrollable-region-focusable), and Scalar's tag
 * summaries and the introduction's code blocks scroll without being focusable. They wrap instead: long paths
 * in a tag's list of endpoints, and code in the introduction.
 */
.scalar-app .endpoints-card .scalar-card-content,
.scalar-app .endpoints {
  max-height: none;
  overflow: visible;
}
.scalar-app .endpoint {
  white-space: normal;
}
.scalar-app .endpoint-path {
  min-width: 0;
  overflow-wrap: anywhere;
}
.scalar-app .markdown pre code {
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  overflow-x: visible;
}
/*
 * A link into the reference (the menu, an address with #tag/…) moves focus to the section it opens, which is
 * not a control: no ring around the whole section, as none goes around the page's own <main> when it is focused.
 */
.scalar-app section[tabindex='-1']:focus {
  outline: none;
}
/* Scalar gives a table's columns equal widths: the error codes' table needs room for the codes instead. */
.scalar-app .markdown table {
  table-layout: auto;
  width: 100%;
}
.scalar-app .markdown td,
.scalar-app .markdown th {
  padding: 8px 10px;
  /* Words break only when they cannot fit, so no column is squeezed narrower than its longest word. */
  word-break: normal;
  overflow-wrap: break-word;
}
/* A code stays whole where there is room; on a phone it may break anywhere, so the table fits the screen. */
.scalar-app .markdown td code {
  overflow-wrap: anywhere;
}
@media (min-width: 480px) {
  .scalar-app .markdown td code {
    white-space: nowrap;
  }
}
/*
 * A code block's copy button names itself ("Copy") only while the block is hovered or focused, so at rest it
 * is a button without a name (axe: button-name). Its screen-reader label is kept on, without the language.
 */
.scalar-app .scalar-code-copy .sr-only > .hidden {
  display: inline;
}
.scalar-app .scalar-code-copy .sr-only > .hidden > :first-child {
  display: none;
}
`;
