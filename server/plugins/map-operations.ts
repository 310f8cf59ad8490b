/** The HTTP methods an OpenAPI path item can hold an operation under, as the document spells them. */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type OperationMethod = (typeof OPERATION_METHODS)[number];

interface Document {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

/**
 * The document with every operation replaced by what `change` makes of it, in document order; the rest of each
 * path item (parameters, summaries) and of the document is kept. The document's own types differ per OpenAPI
 * version, so each transform names only the parts of an operation it reads.
 */
export function mapOperations<T extends object, O extends object>(input: T, change: (operation: O, method: OperationMethod, path: string) => object): T {
  const document = input as Document;
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item) continue;
    const next: Record<string, unknown> = { ...item };
    for (const method of OPERATION_METHODS) {
      const operation = item[method] as O | undefined;
      if (operation) next[method] = change(operation, method, path);
    }
    paths[path] = next;
  }
  return { ...input, paths } as T;
}
