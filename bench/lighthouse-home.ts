// The home page's Lighthouse mobile performance score (median of three runs) and the JavaScript it
// loads, gzip-compressed, measured against the production build served by the real app.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startAppProcess } from './lib/app-process';
import { median, report } from './lib/report';

const RUNS = 3;
// Its own build (npm start builds it when stale), so nothing else rebuilding dist/web changes what is measured.
const WEB_DIST_DIR = path.join('dist', 'web-bench');

interface NetworkRequest { url: string; resourceType?: string; transferSize?: number }

async function main() {
  const app = await startAppProcess({ SERP_PROVIDER: 'demo', PORT: '3192', WEB_DIST_DIR });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const scores: number[] = [];
    let scripts: NetworkRequest[] = [];
    const metrics: Record<string, number>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${app.url}/`, { port: chrome.port, onlyCategories: ['performance'], formFactor: 'mobile', output: 'json', logLevel: 'error' });
      if (!result) throw new Error('lighthouse returned nothing');
      const { lhr } = result;
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      metrics.push({
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      });
      const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
      scripts = requests.filter((r) => r.resourceType === 'Script');
    }

    // Gzip size of each script the page loaded, from the built files (what a gzip-only client receives).
    const files = await Promise.all(
      scripts.map(async (s) => {
        const file = path.join(WEB_DIST_DIR, new URL(s.url).pathname);
        const bytes = await readFile(file);
        return { path: new URL(s.url).pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, transferred: s.transferSize ?? 0 };
      }),
    );
    const gzipTotal = files.reduce((n, f) => n + f.gzip, 0);
    const transferredTotal = files.reduce((n, f) => n + f.transferred, 0);
    await report(
      'lighthouse-home',
      [
        `Lighthouse ${RUNS} runs, mobile, performance: ${scores.join(', ')} -> median ${median(scores)} (target >= 95)`,
        `last run: FCP ${metrics.at(-1)?.fcpMs} ms, LCP ${metrics.at(-1)?.lcpMs} ms, TBT ${metrics.at(-1)?.tbtMs} ms, CLS ${(metrics.at(-1)?.cls ?? 0).toFixed(3)}`,
        `home page JavaScript: ${files.length} files, ${(gzipTotal / 1024).toFixed(1)} KB gzip (target <= 150 KB); ${(transferredTotal / 1024).toFixed(1)} KB as transferred (brotli)`,
        ...files.map((f) => `  ${f.path}: ${(f.gzip / 1024).toFixed(1)} KB gzip (${(f.raw / 1024).toFixed(1)} KB raw)`),
      ],
      { scores, medianScore: median(scores), metrics, scripts: files, jsGzipBytes: gzipTotal, jsTransferredBytes: transferredTotal },
    );
  } finally {
    chrome.kill();
    await app.stop();
  }
}

await main();
