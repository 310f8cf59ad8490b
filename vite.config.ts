import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './scripts/vite/precompress';
import { prerenderLanding } from './scripts/vite/prerender-landing';

const OUT_DIR = 'dist/web';
// The API server in development (npm run dev starts it on 3000); overridable to point at another one.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * After the bundle is written: render the landing page into index.html, then compress every text asset
 * (in that order, so index.html's compressed copies hold the rendered page).
 */
function finishBuild(): Plugin {
  let projectRoot = process.cwd();
  let outDir = OUT_DIR;
  return {
    name: 'rank-checker:finish-build',
    apply: 'build',
    configResolved(config) {
      projectRoot = config.root;
      // resolve, not join: npm start passes an absolute --outDir.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderLanding(projectRoot, outDir);
      await precompressDir(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), finishBuild()],
  publicDir: 'web/public',
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});
