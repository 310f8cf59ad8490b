/**
 * A type as people name it: `https://schema.org/Product`, `schema:Product` and `Product` are all `Product`;
 * another vocabulary's URL gives its last path segment or fragment. Empty or absurdly long names are dropped.
 */
export function schemaTypeName(value: string): string | null {
  const name = value
    .trim()
    .replace(/^schema:/iu, '')
    .split(/[/#]/u)
    .filter((part) => part !== '')
    .pop();
  return name !== undefined && name.length <= 100 ? name : null;
}

/** How deep `@graph` and top-level arrays are followed; real pages nest one or two levels. */
const MAX_DEPTH = 5;

function collectTypes(node: unknown, into: string[], depth: number): void {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectTypes(item, into, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  const types = record['@type'];
  for (const type of Array.isArray(types) ? types : [types]) {
    if (typeof type !== 'string') continue;
    const name = schemaTypeName(type);
    if (name !== null) into.push(name);
  }
  if ('@graph' in record) collectTypes(record['@graph'], into, depth + 1);
}

/**
 * The types a JSON-LD block declares: `@type` as a string or an array, in top-level arrays and `@graph`.
 * Nested values (a Product's Offer, an Article's author) are properties, not items of the page, so they
 * are not listed, matching how rich-result tools list a page's items. Invalid JSON gives no types: many
 * pages ship a broken block beside good ones.
 */
export function jsonLdTypes(source: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return [];
  }
  const types: string[] = [];
  collectTypes(data, types, 0);
  return types;
}
