import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The SPA's page for every path but "/": the built index.html as it was, with an empty root. */
export const SHELL_FILE = 'shell.html';

/**
 * Renders the landing page (web/prerender/render-landing.tsx) into the built index.html, so "/" paints its
 * hero before the JavaScript has loaded, and keeps the empty page as shell.html for every other path (which
 * must not flash the home page before their own renders).
 */
export async function prerenderLanding(projectRoot: string, outDir: string): Promise<void> {
  const indexPath = join(outDir, 'index.html');
  const template = await readFile(indexPath, 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${indexPath} has no empty ${ROOT_ELEMENT} to render into`);
  const vite = await createServer({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  try {
    const { renderLanding } = (await vite.ssrLoadModule('/web/prerender/render-landing.tsx')) as {
      renderLanding: (origin: string) => Promise<string>;
    };
    const landing = await renderLanding('http://localhost');
    await writeFile(join(outDir, SHELL_FILE), template);
    await writeFile(indexPath, template.replace(ROOT_ELEMENT, `<div id="root">${landing}</div>`));
  } finally {
    await vite.close();
  }
}
