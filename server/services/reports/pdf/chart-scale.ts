const STEPS = [1, 2, 5, 10, 20, 25, 50];

export interface RankAxis {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * A rank axis covering `values` with at most about five round ticks. Ranks start at 1, so the first tick is 1
 * when rounding down would reach 0.
 */
export function rankAxis(values: readonly number[]): RankAxis {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = Math.max(hi - lo, 4);
  const step = STEPS.find((candidate) => span / candidate <= 5) ?? 50;
  const min = Math.max(1, Math.floor(lo / step) * step);
  let max = Math.ceil(hi / step) * step;
  // A flat series still gets a few positions of axis, so small moves do not look like cliffs.
  while (max - min < 4) max += step;
  const ticks = [min];
  for (let tick = Math.floor(min / step) * step + step; tick <= max; tick += step) ticks.push(tick);
  return { min, max, ticks };
}

/**
 * At most `count` indexes of a series of `length` at a whole, even step from the first, so labels sit at equal
 * distances; the last index is added when it is at least half a step from the one before.
 */
export function labelIndexes(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const step = Math.ceil((length - 1) / (count - 1));
  const picked: number[] = [];
  for (let index = 0; index < length; index += step) picked.push(index);
  const lastPicked = picked[picked.length - 1] ?? 0;
  if (lastPicked !== length - 1 && length - 1 - lastPicked >= step / 2) {
    if (picked.length === count) picked.pop();
    picked.push(length - 1);
  }
  return picked;
}

/** Round tops for a percentage axis. */
const PERCENT_TOPS = [5, 10, 20, 25, 40, 50, 60, 80, 100];

/** A 0-based percentage axis whose top is the first round figure at or above the highest value, in four steps. */
export function percentAxis(values: readonly number[]): { max: number; ticks: number[] } {
  const hi = Math.max(0, ...values);
  const max = PERCENT_TOPS.find((top) => top >= hi) ?? 100;
  return { max, ticks: [0, 1, 2, 3, 4].map((step) => (max * step) / 4) };
}
