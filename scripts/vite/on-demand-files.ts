/** The parts of a Rollup/Rolldown output chunk this module reads. */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

export type BundleItem = BundleChunk | { type: 'asset'; fileName: string };

function reach(bundle: Record<string, BundleItem>, from: readonly string[], skip: (chunk: BundleChunk) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const name = queue.pop()!;
    const chunk = bundle[name];
    if (seen.has(name) || !chunk || chunk.type !== 'chunk' || skip(chunk)) continue;
    seen.add(name);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return seen;
}

const filesOf = (bundle: Record<string, BundleItem>, chunks: Set<string>) => {
  const files = new Set<string>();
  for (const name of chunks) {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') continue;
    files.add(chunk.fileName);
    for (const file of [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])]) files.add(file);
  }
  return files;
};

/**
 * The files only an on-demand module needs (the chunks of `isOnDemand` modules, everything they alone import,
 * and their CSS and assets): the service worker leaves them out of its precache, so every visitor does not
 * download a 4 MB API reference renderer to read the home page. Anything also reachable from the app's entries
 * without passing through an on-demand module stays.
 */
export function onDemandOnlyFiles(bundle: Record<string, BundleItem>, isOnDemand: (moduleId: string) => boolean): Set<string> {
  const onDemand = (chunk: BundleChunk) => chunk.facadeModuleId !== null && isOnDemand(chunk.facadeModuleId);
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const kept = filesOf(bundle, reach(bundle, entries, onDemand));
  const roots = chunks.filter(onDemand).map((chunk) => chunk.fileName);
  const needed = filesOf(bundle, reach(bundle, roots, () => false));
  return new Set([...needed].filter((file) => !kept.has(file)));
}
