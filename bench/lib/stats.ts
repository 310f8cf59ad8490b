import { mulberry32 } from '../../server/adapters/serp/demo/prng';

/** A small seeded PRNG, so a bench samples the same way run after run. */
export const prng = mulberry32;

/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Milliseconds to two decimals, as the reports print them. */
export const roundMs = (ms: number) => Math.round(ms * 100) / 100;
