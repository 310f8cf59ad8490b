import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from './metrics';
import './scrape-collectors';

const read = (name: string) => readFileSync(new URL(`../../ops/${name}`, import.meta.url), 'utf8');

/** Names a query uses, without the suffixes Prometheus adds to histograms and counters. */
function metricNames(text: string): string[] {
  return [...new Set([...text.matchAll(/rank_checker_[a-z_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')))].sort();
}

describe('the dashboard and the alert rules in ops/', () => {
  const exported = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));

  it('name only metrics the server exports', () => {
    const dashboard = JSON.parse(read('grafana-dashboard.json')) as { panels: { targets: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n');
    for (const text of [exprs, read('prometheus-alerts.yml')]) {
      const unknown = metricNames(text).filter((name) => !exported.has(name));
      expect(unknown).toEqual([]);
    }
    expect(metricNames(exprs).length).toBeGreaterThan(8);
  });
});
