import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { compileContent } from '../content/compile-content';

/**
 * Compiles the Markdown of content/ at build time (content/README.md): `import x from '/content/blog/a.md'`
 * is the file's metadata and HTML; with `?meta`, only its metadata, so lists do not carry every body.
 * A file that breaks the rules fails the build (and the dev server's request) with its reason.
 */
export function contentPlugin(): Plugin {
  let contentRoot = resolve('content');
  return {
    name: 'rank-checker:content',
    enforce: 'pre',
    configResolved(config) {
      contentRoot = resolve(config.root, 'content');
    },
    async load(id) {
      const [path = '', query = ''] = id.split('?');
      if (!path.endsWith('.md') || !path.startsWith(contentRoot + sep)) return null;
      this.addWatchFile(path);
      const compiled = compileContent(await readFile(path, 'utf8'), path, contentRoot);
      const exported = new URLSearchParams(query).has('meta') ? compiled.meta : compiled;
      return { code: `export default ${JSON.stringify(exported)};`, map: null };
    },
  };
}
