// Lighthouse mobile scores (median of three runs) of every public page a visitor lands on, in all four
// categories, and the home page's JavaScript gzip-compressed, against the production build served by the
// real app. Exits non-zero when a page misses a target, after printing the audits that cost it the points.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startAppProcess } from './lib/app-process';
import { CATEGORIES, categoryLine, summarizeCategories } from './lib/lighthouse-categories';
import { pageScripts } from './lib/page-scripts';
import { median, report } from './lib/report';

const RUNS = 3;
const PORT = '3192';
// The origin the pages are served from is the one the build writes into canonical links, the sitemap and
// robots.txt, so Lighthouse's SEO audits see a site that points at itself. 127.0.0.1, not localhost: the
// benchmark's Chromium resolves no other host name.
const ORIGIN = `http://127.0.0.1:${PORT}`;
// Its own build (npm start builds it when stale or built for another origin), so nothing else rebuilding
// dist/web changes what is measured.
const WEB_DIST_DIR = path.join('dist', 'web-bench');
const JS_TARGET_KB = 150;
const FIXED_PAGES = ['/', '/pricing', '/login', '/signup', '/blog', '/faq', '/about'];

/** The newest post, from the list of pages the build rendered. */
async function onePost(): Promise<string> {
  const listed = JSON.parse(await readFile(path.join(WEB_DIST_DIR, 'prerendered.json'), 'utf8')) as { pages: { path: string }[] };
  const post = listed.pages.find((page) => page.path.startsWith('/blog/'));
  if (!post) throw new Error(`${WEB_DIST_DIR}/prerendered.json lists no blog post`);
  return post.path;
}

/** Fails early when the served build names another origin: the canonical and crawlability audits would be wrong. */
async function assertBuiltForOrigin(): Promise<void> {
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  if (!sitemap.includes(`<loc>${ORIGIN}/</loc>`)) {
    throw new Error(`${WEB_DIST_DIR} was built for another origin than ${ORIGIN}; delete it and run again`);
  }
}

// A deployment that sells plans has Google sign-in and Stripe set up; without them the sign-in and pricing
// pages add a notice that the pages rendered at build time do not have. Nothing here reaches Google or Stripe:
// Lighthouse only loads the pages, and Stripe's API base is a closed local port.
const DEPLOYMENT = {
  GOOGLE_CLIENT_ID: 'bench-client',
  GOOGLE_CLIENT_SECRET: 'bench-client-secret',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  STRIPE_PRICE_PRO: 'price_bench_pro',
  STRIPE_PRICE_ENTERPRISE: 'price_bench_enterprise',
  STRIPE_API_BASE: 'http://127.0.0.1:9/',
};

async function main() {
  const app = await startAppProcess({ SERP_PROVIDER: 'demo', PORT, APP_URL: ORIGIN, WEB_DIST_DIR, ...DEPLOYMENT });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    await assertBuiltForOrigin();
    const pages = [...FIXED_PAGES.slice(0, 5), await onePost(), ...FIXED_PAGES.slice(5)];
    const runs = new Map<string, Result[]>(pages.map((page) => [page, []]));
    // Pages take turns within each round, so a passing disturbance of the machine does not fall on one page.
    for (let round = 0; round < RUNS; round++) {
      for (const page of pages) {
        const result = await lighthouse(`${ORIGIN}${page}`, {
          port: chrome.port,
          onlyCategories: CATEGORIES.map((c) => c.id),
          formFactor: 'mobile',
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${page}`);
        runs.get(page)!.push(result.lhr);
      }
    }

    const results = pages.map((page) => {
      const pageRuns = runs.get(page)!;
      const last = pageRuns.at(-1)!;
      const metrics = {
        fcpMs: Math.round(last.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(last.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(last.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((last.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        speedIndexMs: Math.round(last.audits['speed-index']?.numericValue ?? 0),
      };
      // A run Lighthouse could not finish (the page never painted, Chrome timed out) scores 0: say why.
      const runErrors = pageRuns.flatMap((lhr, run) => (lhr.runtimeError ? [`run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`] : []));
      return { page, categories: summarizeCategories(pageRuns), runErrors, lastRunMetrics: metrics };
    });
    const scripts = await pageScripts(runs.get('/')!.at(-1)!, WEB_DIST_DIR);
    const gzipTotal = scripts.reduce((n, f) => n + f.gzip, 0);
    const workerGzip = scripts.find((f) => f.path === '/sw.js')?.gzip ?? 0;
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    // The target is the JavaScript the page itself loads and runs (with the cookie banner, the install prompt
    // and the worker's registration in it). The worker's own script runs apart from the page, is fetched
    // by the browser in the background after the page has loaded, and is printed beside the figure.
    const pageGzip = gzipTotal - workerGzip;
    const jsMet = pageGzip / 1024 <= JS_TARGET_KB;
    const width = Math.max(...pages.map((p) => p.length));
    // Lighthouse's own CPU benchmark before each run: a low or spread-out figure means the machine was busy
    // and the performance scores are noisy.
    const cpuIndex = [...runs.values()].flat().map((lhr) => Math.round(lhr.environment.benchmarkIndex));

    const lines = [
      `Lighthouse mobile, median of ${RUNS} runs; targets: performance >= 95, accessibility 100, best practices >= 95, SEO 100`,
      `machine benchmark index ${Math.min(...cpuIndex)}..${Math.max(...cpuIndex)} (median ${median(cpuIndex)})`,
      ...results.flatMap(({ page, categories, runErrors }) => [
        `${page.padEnd(width)}  ${categoryLine(categories)}`,
        ...runErrors.map((error) => `${''.padEnd(width)}    ${error}`),
        ...categories.flatMap((c) => c.failing.map((a) => `${''.padEnd(width)}    ${c.label} audit ${a.id} (score ${a.score}${a.value ? `, ${a.value}` : ''}${a.weight ? `, weight ${a.weight}` : ''}): ${a.title}`)),
      ]),
      `home page JavaScript: ${kb(pageGzip)} KB gzip in ${scripts.length - (workerGzip ? 1 : 0)} files (target <= ${JS_TARGET_KB} KB)${jsMet ? '' : ' MISSED'}; ` +
        `the service worker's own script, fetched apart after load: ${kb(workerGzip)} KB (with it ${kb(gzipTotal)} KB)`,
      ...scripts.map((f) => `  ${f.path}: ${kb(f.gzip)} KB gzip (${kb(f.raw)} KB raw)`),
    ];
    await report('lighthouse-pages', lines, { origin: ORIGIN, runs: RUNS, benchmarkIndex: cpuIndex, pages: results, homeScripts: scripts, homeJsGzipBytes: pageGzip, serviceWorkerGzipBytes: workerGzip });
    const missed = results.filter((r) => r.categories.some((c) => !c.met)).map((r) => r.page);
    if (missed.length > 0 || !jsMet) {
      console.error(`  targets missed: ${[...missed, ...(jsMet ? [] : ['home page JavaScript size'])].join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome.kill();
    await app.stop();
  }
}

await main();
