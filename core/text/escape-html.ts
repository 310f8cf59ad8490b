const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe in HTML and XML, in element content and in quoted attributes: `& < > " '` as entities. For
 * every page, e-mail and file the server and the build write by hand; React escapes what it renders itself.
 * @example escapeHtml('<b>"Tom & Jerry"</b>') // '&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
