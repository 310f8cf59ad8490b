import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rolldown, type Plugin } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadChunks } from './first-load-chunks';

// A small app with the real one's shape: an entry that asks for the start, a router loading pages.
const FILES: Record<string, string> = {
  'boot.js': `import { hold } from './early.js'; hold(); import('./main.js');`,
  'early.js': `export const hold = () => globalThis.held = true;`,
  'main.js': `import { hold } from './early.js'; import { routes } from './router.js'; import { shell } from './shell.js'; hold(); shell(routes);`,
  'shell.js': `export const shell = (r) => console.log('shell', r);`,
  'router.js': `export const routes = [() => import('./home.js'), () => import('./login.js'), () => import('./pricing.js'), () => import('./dashboard.js')];`,
  'home.js': `import { checker } from './checker.js'; import { button } from './button.js'; export default () => [checker(), button()];`,
  'checker.js': `export const checker = () => 'checker';`,
  'button.js': `export const button = () => 'button';`,
  'login.js': `import { field } from './field.js'; import { alert } from './alert.js'; export default () => [field(), alert(), 'login'];`,
  'pricing.js': `import { field } from './field.js'; export default () => [field(), 'pricing'];`,
  'dashboard.js': `import { alert } from './alert.js'; import { table } from './table.js'; import { shell } from './shell.js'; import { button } from './button.js'; export default () => [alert(), table(), shell(), button()];`,
  'field.js': `export const field = () => 'field';`,
  'alert.js': `export const alert = () => 'alert';`,
  'table.js': `export const table = () => 'table';`,
};

let dir: string;
let chunks: { name: string; modules: string[]; isEntry: boolean }[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'first-load-chunks-'));
  await Promise.all(Object.entries(FILES).map(([name, code]) => writeFile(path.join(dir, name), code)));
  const cut = firstLoadChunks({ start: 'main.js', entry: 'boot.js', routers: ['router.js'], publicPages: ['home', 'login', 'pricing'], landing: 'home' });
  const bundle = await rolldown({ input: path.join(dir, 'boot.js'), plugins: [cut.plugin as Plugin], logLevel: 'silent' });
  const { output } = await bundle.generate({ codeSplitting: cut.codeSplitting });
  chunks = output.flatMap((item) => (item.type === 'chunk' ? [{ name: item.name, modules: item.moduleIds.map((id) => path.basename(id)), isEntry: item.isEntry }] : []));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const chunkOf = (file: string) => chunks.find((chunk) => chunk.modules.includes(file))?.name;

describe('firstLoadChunks', () => {
  it("puts what the start imports in one chunk, and keeps the entry's own imports in the entry", () => {
    expect(chunkOf('router.js')).toBe('app');
    expect(chunkOf('shell.js')).toBe('app');
    expect(chunkOf('early.js')).toBe(chunks.find((chunk) => chunk.isEntry)!.name);
    expect(chunkOf('main.js')).not.toBe('app');
  });

  it('gives the landing page a chunk of its own, and puts what it shares with other pages in the first load', () => {
    expect(chunkOf('home.js')).toBe('home');
    expect(chunkOf('checker.js')).toBe(chunkOf('home.js'));
    expect(chunkOf('button.js')).toBe('app');
  });

  it('puts what public pages share in one chunk, and with a public page the code it shares only with signed-in pages', () => {
    expect(chunkOf('field.js')).toBe('public');
    expect(chunkOf('alert.js')).toBe('page-login');
    // The pages keep chunks of their own, which the router imports.
    expect(chunkOf('login.js')).toBe('login');
    expect(chunkOf('pricing.js')).toBe('pricing');
    // A signed-in page's own code is left to the bundler.
    expect(chunkOf('table.js')).toBe(chunkOf('dashboard.js'));
  });

  it('leaves a library loaded on demand out of the first load, but for what it uses of it', async () => {
    // The data layer's shape: the app imports its context from the package's entry, which exports all of it.
    const files: Record<string, string> = {
      ...FILES,
      'shell.js': `import { context } from './data/index.js'; export const shell = (r) => console.log('shell', r, context);`,
      'dashboard.js': `import { client } from './data/index.js'; export default () => client();`,
      'data/index.js': `export { context } from './context.js'; export { client } from './client.js';`,
      'data/context.js': `export const context = { name: 'context' };`,
      'data/client.js': `export const client = () => 'a client holding the cache';`,
    };
    const own = await mkdtemp(path.join(tmpdir(), 'first-load-chunks-'));
    try {
      for (const [name, code] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(own, name)), { recursive: true });
        await writeFile(path.join(own, name), code);
      }
      const cut = firstLoadChunks({ start: 'main.js', entry: 'boot.js', routers: ['router.js'], publicPages: ['home', 'login', 'pricing'], landing: 'home', onDemand: /[\\/]data[\\/]/ });
      const bundle = await rolldown({ input: path.join(own, 'boot.js'), plugins: [cut.plugin as Plugin], logLevel: 'silent' });
      const { output } = await bundle.generate({ codeSplitting: cut.codeSplitting });
      const made = output.flatMap((item) => (item.type === 'chunk' ? [{ name: item.name, modules: item.moduleIds.map((id) => path.basename(id)) }] : []));
      const of = (file: string) => made.find((chunk) => chunk.modules.includes(file))?.name;
      expect(of('shell.js')).toBe('app');
      expect(of('client.js')).not.toBe('app');
      expect(of('client.js')).not.toBe(of('context.js'));
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('refuses a public page the router does not load', async () => {
    const cut = firstLoadChunks({ start: 'main.js', entry: 'boot.js', routers: ['router.js'], publicPages: ['home', 'no-such-page'], landing: 'home' });
    const bundle = await rolldown({ input: path.join(dir, 'boot.js'), plugins: [cut.plugin as Plugin], logLevel: 'silent' });
    await expect(bundle.generate({ codeSplitting: cut.codeSplitting })).rejects.toThrow('no-such-page');
  });
});
