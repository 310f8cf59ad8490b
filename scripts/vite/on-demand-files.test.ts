import { describe, expect, it } from 'vitest';
import { onDemandOnlyFiles, type BundleItem } from './on-demand-files';

const chunk = (fileName: string, options: { entry?: boolean; module?: string; imports?: string[]; dynamic?: string[]; css?: string[] } = {}): BundleItem => ({
  type: 'chunk',
  fileName,
  isEntry: options.entry ?? false,
  facadeModuleId: options.module ?? null,
  imports: options.imports ?? [],
  dynamicImports: options.dynamic ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
});

describe('onDemandOnlyFiles', () => {
  it('leaves out what only the on-demand module needs, keeping what the app shares with it', () => {
    const bundle: Record<string, BundleItem> = {
      'assets/main.js': chunk('assets/main.js', { entry: true, imports: ['assets/react.js'], dynamic: ['assets/docs-page.js', 'assets/history.js'] }),
      'assets/react.js': chunk('assets/react.js'),
      'assets/history.js': chunk('assets/history.js', { imports: ['assets/shared.js'] }),
      'assets/docs-page.js': chunk('assets/docs-page.js', { dynamic: ['assets/mount.js'] }),
      'assets/mount.js': chunk('assets/mount.js', { module: '/app/web/features/api-docs/lib/mount-reference.ts', imports: ['assets/vue.js', 'assets/shared.js'], dynamic: ['assets/icon-1.js'], css: ['assets/mount.css'] }),
      'assets/vue.js': chunk('assets/vue.js'),
      'assets/icon-1.js': chunk('assets/icon-1.js', { imports: ['assets/vue.js'] }),
      'assets/shared.js': chunk('assets/shared.js'),
      'assets/mount.css': { type: 'asset', fileName: 'assets/mount.css' },
    };
    const left = onDemandOnlyFiles(bundle, (id) => id.endsWith('/mount-reference.ts'));
    expect([...left].sort()).toEqual(['assets/icon-1.js', 'assets/mount.css', 'assets/mount.js', 'assets/vue.js']);
  });

  it('leaves out nothing when no module is on demand', () => {
    const bundle: Record<string, BundleItem> = { 'assets/main.js': chunk('assets/main.js', { entry: true }) };
    expect(onDemandOnlyFiles(bundle, () => false).size).toBe(0);
  });
});
