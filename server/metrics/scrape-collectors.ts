import { Gauge } from 'prom-client';
import type { Pool } from '../db/pool';
import { selectJobCounts } from '../db/queries/job-counts';
import { selectDueRunStats } from '../db/queries/scheduled-check-runs';
import { readSerpRateLimit } from '../db/queries/serp-rate-limit';
import { metricsRegistry } from './metrics';

/** Where the figures read at scrape time come from: set once the process has its pool. */
export interface ScrapeSources {
  pool: Pool;
  jobSchema: string;
  serp: { provider: string; monthlyBudget: number | null };
}

let sources: ScrapeSources | null = null;

/** Points the scrape-time figures at this process's database (the last app built, in tests). */
export function setScrapeSources(next: ScrapeSources): void {
  sources = next;
}

const jobs = new Gauge({
  name: 'rank_checker_jobs',
  help: 'Background jobs in the queue (all processes), by task and state: queued (waiting, due or not), running, failed (out of attempts).',
  labelNames: ['task', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    if (!sources) return;
    this.reset();
    for (const row of await selectJobCounts(sources.pool, sources.jobSchema)) {
      this.set({ task: row.task, state: 'queued' }, row.queued);
      this.set({ task: row.task, state: 'running' }, row.running);
      this.set({ task: row.task, state: 'failed' }, row.failed);
    }
  },
});

const searchesUsed = new Gauge({
  name: 'rank_checker_serp_searches_used',
  help: 'SERP provider searches scheduled checks used this calendar month (UTC), which SERP_MONTHLY_BUDGET counts.',
  labelNames: ['provider'] as const,
  registers: [metricsRegistry],
  async collect() {
    if (!sources) return;
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const bucket = await readSerpRateLimit(sources.pool, sources.serp.provider);
    this.set({ provider: sources.serp.provider }, bucket && bucket.month_start.getTime() === monthStart ? bucket.month_used : 0);
  },
});

const monthlyBudget = new Gauge({
  name: 'rank_checker_serp_monthly_budget',
  help: 'SERP_MONTHLY_BUDGET: searches scheduled checks may use in a month (absent when no budget is set).',
  labelNames: ['provider'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    if (sources?.serp.monthlyBudget != null) this.set({ provider: sources.serp.provider }, sources.serp.monthlyBudget);
  },
});

const databasePool = new Gauge({
  name: 'rank_checker_database_pool_connections',
  help: "The app pool's connections by state: in_use, idle, and waiting (requests queued for one).",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    if (!sources) return;
    const { totalCount, idleCount, waitingCount } = sources.pool;
    this.set({ state: 'in_use' }, totalCount - idleCount);
    this.set({ state: 'idle' }, idleCount);
    this.set({ state: 'waiting' }, waitingCount);
  },
});

const runsDue = new Gauge({
  name: 'rank_checker_scheduled_runs_due',
  help: 'Scheduled runs whose time has come and that wait for a job process (all processes): with rank_checker_scheduled_runs_total, runs due against runs done.',
  registers: [metricsRegistry],
  async collect() {
    if (!sources) return;
    this.set((await selectDueRunStats(sources.pool, new Date())).due);
  },
});

const oldestDue = new Gauge({
  name: 'rank_checker_scheduled_runs_oldest_due_seconds',
  help: 'How long the longest-waiting due scheduled run has waited (0 when none waits): runs falling behind grow it.',
  registers: [metricsRegistry],
  async collect() {
    if (!sources) return;
    this.set((await selectDueRunStats(sources.pool, new Date())).oldestSeconds);
  },
});

export const scrapeGauges = { jobs, searchesUsed, monthlyBudget, databasePool, runsDue, oldestDue };
