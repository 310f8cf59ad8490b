import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';

const TOKEN = 'metrics-test-token-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  let text = '';
  const scrape = async (): Promise<Map<string, MetricFamily>> => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    text = response.body;
    return new Map(parsePrometheusTextFormat(response.body).map((family) => [family.name, family]));
  };
  const valueOf = (family: MetricFamily | undefined, labels: Record<string, string>) =>
    Number(family?.metrics.find((metric) => Object.entries(labels).every(([name, value]) => metric.labels?.[name] === value))?.value ?? 0);

  it('answers only a scraper holding METRICS_TOKEN', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } })).statusCode).toBe(401);
  });

  it('parses as Prometheus text and counts the checks made, the provider requests, HTTP latency, the pool and the jobs', async () => {
    const before = valueOf((await scrape()).get('rank_checker_rank_checks_total'), { engine: 'google', outcome: 'found' });
    const check = await postRankCheck(t.app, { websiteUrl: 'wikipedia.org', keyword: 'metrics test keyword', searchEngine: 'google' });
    expect(check.statusCode, check.body).toBe(200);
    const families = await scrape();
    const checks = families.get('rank_checker_rank_checks_total');
    expect(checks?.type).toBe('COUNTER');
    const found = valueOf(checks, { engine: 'google', outcome: 'found' }) + valueOf(checks, { engine: 'google', outcome: 'not_found' });
    expect(found).toBeGreaterThan(before);
    expect(valueOf(families.get('rank_checker_serp_provider_requests_total'), { provider: 'demo', engine: 'google', outcome: 'ok' })).toBeGreaterThan(0);
    const http = families.get('rank_checker_http_request_duration_seconds');
    expect(http?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's series together when `le` comes first, as prom-client writes it: its samples
    // are read from the text itself.
    expect(text).toMatch(/^rank_checker_http_request_duration_seconds_count\{route="\/api\/v1\/rank-checks",method="POST",status="2xx"\} [1-9]/m);
    expect(families.get('rank_checker_database_pool_connections')?.metrics.map((metric) => metric.labels?.state).sort()).toEqual(['idle', 'in_use', 'waiting']);
    expect(families.has('rank_checker_jobs')).toBe(true);
    expect(families.has('rank_checker_serp_searches_used')).toBe(true);
    expect(families.get('rank_checker_scheduled_runs_due')?.type).toBe('GAUGE');
    expect(families.has('rank_checker_process_cpu_seconds_total')).toBe(true);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const t = await buildTestApp({ serpProvider: createDemoProvider() });
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
