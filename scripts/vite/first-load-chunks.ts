import type { Plugin } from 'vite';

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
// The cookie banner, install and update prompts and the worker's registration, each loaded after the page.
const PWA = /[\\/]web[\\/]features[\\/]pwa[\\/]/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

export interface ChunkingOptions {
  /** The app's start: what it imports statically is the first load. */
  start: string;
  /** The page's entry, which runs and paints before the start is asked for: its imports stay in it. */
  entry: string;
  /** The modules whose dynamic imports are the pages (the router's route tables). */
  routers: readonly string[];
  /** The pages a visitor lands on from outside (module paths, as the router imports them). */
  publicPages: readonly string[];
  /** The public page most visits start on: what it shares with any other page is in the first load. */
  landing: string;
  /**
   * Libraries the first load imports a little of but must not carry: the data layer (decision 005), of which the
   * public pages use the context alone. The import graph cannot tell (a package's entry imports all of it), so
   * their modules are left out of the groups, and Rolldown puts what the first load uses where it uses it.
   */
  onDemand?: RegExp;
}

/**
 * How the bundle is cut. Left to itself, Rolldown gives every module shared by a different set of lazily
 * loaded pages a chunk of its own: the home page pulled some forty files, the sign-in page as many, most under
 * half a kilobyte (a button, a path list, an icon). Here:
 * - everything the app's start imports statically is one chunk ("app"), with what the landing page shares with
 *   any other page, and React with the router another ("framework") that changes only with their versions;
 * - the landing page, like every page, is a chunk of its own with the code only it uses;
 * - the prompts and the worker's registration every page asks for after loading are one chunk ("pwa");
 * - what two public pages or more share is one chunk ("public"), so a public page loads its own chunk and that
 *   one; our code only one public page uses is with it (its chunk, and one beside it for what it shares with
 *   signed-in pages);
 * - the signed-in pages and the dialogs keep Rolldown's own cut.
 *
 * The plugin reads the module graph once it is known; the groups read what it found when the chunks are
 * made, which comes after.
 */
export function firstLoadChunks(options: ChunkingOptions) {
  const firstLoad = new Set<string>();
  const publicShared = new Set<string>();
  /** Module → the one public page it goes with: our code it shares with signed-in pages only. */
  const pageOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'rank-checker:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.replace(/\.[jt]sx?$/, '').endsWith(suffix.replace(/\.[jt]sx?$/, '')));
      const staticImports = (from: string | undefined) => {
        const found = new Set<string>();
        const pending = from ? [from] : [];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (found.has(id)) continue;
          found.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const onDemand = (id: string) => options.onDemand?.test(id) ?? false;
      const inEntry = staticImports(find(options.entry));
      // The start itself stays out too: it is the chunk the entry asks for, and it imports some of the entry's.
      const startId = find(options.start);
      for (const id of staticImports(startId)) if (id !== startId && !inEntry.has(id) && !onDemand(id)) firstLoad.add(id);

      const pages = options.routers.flatMap((router) => {
        const routerId = find(router);
        if (!routerId) throw new Error(`first-load-chunks: no ${router} in the build`);
        return this.getModuleInfo(routerId)?.dynamicallyImportedIds ?? [];
      });
      const publicIds = new Set(options.publicPages.map((page) => {
        const id = find(page);
        if (!id || !pages.includes(id)) throw new Error(`first-load-chunks: ${page} is not a page the router loads`);
        return id;
      }));
      // How many pages import each module.
      const importers = new Map<string, number>();
      for (const page of pages) for (const id of staticImports(page)) if (id !== page) importers.set(id, (importers.get(id) ?? 0) + 1);
      const landingId = find(options.landing);
      if (!landingId || !publicIds.has(landingId)) throw new Error(`first-load-chunks: ${options.landing} is not one of the public pages`);
      for (const id of staticImports(landingId)) {
        if (id !== landingId && !inEntry.has(id) && !onDemand(id) && (importers.get(id) ?? 0) > 1) firstLoad.add(id);
      }

      // Modules (beyond the first load) and the public pages that import them. One that two public pages or
      // more import is shared; one only a single public page uses stays with it, even when signed-in pages use it
      // too: a public page never loads another's code.
      const users = new Map<string, string[]>();
      for (const page of publicIds) {
        for (const id of staticImports(page)) {
          if (id !== page && !firstLoad.has(id) && !inEntry.has(id) && !onDemand(id)) users.set(id, [...(users.get(id) ?? []), page]);
        }
      }
      const pageName = (page: string) => `page-${page.split(/[\\/]/).at(-1)!.replace(/(-page)?\.[jt]sx?$/, '')}`;
      // Not the page itself: the router imports a page's own chunk, whose exports must be the page's (a chunk
      // made by a group exports its modules under other names, and a retried import reads the chunk by URL). Nor
      // what only the page uses: that is in the page's chunk already.
      for (const [id, [first, ...others]] of users) {
        if (others.length > 0) publicShared.add(id);
        // Shared with signed-in pages only. Libraries keep a chunk of their own (those pages need not load the
        // page), but for icons, a few hundred bytes each.
        else if ((importers.get(id) ?? 0) > 1 && (!id.includes('node_modules') || ICONS.test(id))) pageOf.set(id, pageName(first!));
      }
    },
  };
  const codeSplitting = {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 4 },
      // Its modules' imports are all in it already, but for the entry's own (above), which must stay where they are.
      { name: 'app', test: (id: string) => firstLoad.has(id), priority: 3, includeDependenciesRecursively: false },
      // What every page asks for once it has loaded, in one file rather than four.
      { name: 'pwa', test: (id: string) => PWA.test(id) && !firstLoad.has(id), priority: 2 },
      // Every module two public pages share is listed, its imports with it.
      { name: 'public', test: (id: string) => publicShared.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: (id: string) => pageOf.get(id) ?? null, test: (id: string) => pageOf.has(id), priority: 0, includeDependenciesRecursively: false },
    ],
  };
  return { plugin, codeSplitting };
}
