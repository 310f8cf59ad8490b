import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildConstants } from './scripts/vite/build-constants';
import { firstLoadChunks } from './scripts/vite/first-load-chunks';
import { precompressDir } from './scripts/vite/precompress';
import { contentPlugin } from './scripts/vite/content-plugin';
import { prerenderPages } from './scripts/vite/prerender-pages';
import { PUBLIC_PAGE_MODULES } from './scripts/vite/public-page-modules';
import { writeServiceWorker } from './scripts/vite/service-worker';
import { onDemandOnlyFiles, type BundleItem } from './scripts/vite/on-demand-files';
import { SOCIAL_SETTINGS, siteFactsFromEnv } from './scripts/vite/site-facts';

const OUT_DIR = 'dist/web';
// The API server in development (npm run dev starts it on 3000); overridable to point at another one.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * After the bundle is written: render the public pages into HTML, write the service worker, then compress
 * every text asset (in that order, so the compressed copies hold the final files).
 */
function finishBuild(): Plugin {
  let projectRoot = process.cwd();
  let outDir = OUT_DIR;
  let onDemand = new Set<string>();
  return {
    name: 'rank-checker:finish-build',
    apply: 'build',
    configResolved(config) {
      projectRoot = config.root;
      // resolve, not join: npm start passes an absolute --outDir.
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      // The API reference's renderer (megabytes) is for /docs/api alone: the worker does not precache it.
      onDemand = onDemandOnlyFiles(bundle as unknown as Record<string, BundleItem>, (id) => id.includes('/web/features/api-docs/lib/mount-reference'));
    },
    async closeBundle() {
      await prerenderPages(projectRoot, outDir, siteFactsFromEnv(process.env));
      // After the pages are rendered (the worker precaches the final HTML), before compression (so the
      // worker itself is compressed too).
      await writeServiceWorker(outDir, onDemand);
      // BUILD_COMPRESSION=fast (the browser specs' build): quick levels; a real build keeps the smallest files.
      await precompressDir(outDir, { fast: process.env.BUILD_COMPRESSION === 'fast' });
    },
  };
}

const chunks = firstLoadChunks({
  start: 'web/main.tsx',
  entry: 'web/boot.ts',
  // The public pages' table, and the account pages' the router adds when a path asks for one.
  routers: ['web/app/router.tsx', 'web/app/account-routes.tsx'],
  landing: 'web/app/routes/home',
  // The data layer: the public pages import its context only (decision 005).
  onDemand: /[\\/]node_modules[\\/]@tanstack[\\/]/,
  publicPages: PUBLIC_PAGE_MODULES,
});

export default defineConfig({
  plugins: [react(), tailwindcss(), contentPlugin(), chunks.plugin, finishBuild()],
  publicDir: 'web/public',
  define: buildConstants(),
  // The footer's social links are settings of the deployment, given to the web app at build time.
  envPrefix: ['VITE_', ...SOCIAL_SETTINGS],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});
