import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = 'dist/web';
// The API server in development (npm run dev starts it on 3000); overridable to point at another one.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz siblings of every text asset so the server (@fastify/static preCompressed) sends
 * them as they are instead of compressing on each request. A copy is kept only when it is smaller.
 */
function precompress(): Plugin {
  let outDir = OUT_DIR;
  return {
    name: 'rank-checker:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
            },
          }),
          gz(source, { level: 9 }),
        ]);
        if (br.length < source.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
