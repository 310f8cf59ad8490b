const STEPS = [1, 2, 5, 10, 20, 25, 50];

/**
 * Y-axis ticks of a rank chart: #1 always (the top of the chart is the goal), then round steps down to
 * the worst rank shown, at most about five of them.
 */
export function rankTicks(worst: number): number[] {
  const bottom = Math.max(1, Math.ceil(worst));
  const step = STEPS.find((candidate) => bottom / candidate <= 5) ?? 50;
  const ticks = [1];
  for (let tick = step; tick < bottom + step; tick += step) if (tick > 1) ticks.push(tick);
  return ticks;
}
