/** Shown for a metric PageSpeed did not measure in this run: never a made-up figure. */
export const NOT_MEASURED = 'Not measured';

/** 2430 -> '2.4 s': paint timings and Speed Index, as PageSpeed Insights shows them. */
export function secondsText(ms: number | null): string {
  return ms === null ? NOT_MEASURED : `${(ms / 1000).toFixed(1)} s`;
}

/** 1240.4 -> '1,240 ms': blocking time and interaction latency. */
export function millisecondsText(ms: number | null): string {
  return ms === null ? NOT_MEASURED : `${Math.round(ms).toLocaleString('en-US')} ms`;
}

/** Layout shift is a unitless score: up to three decimals, trailing zeros dropped (0.05, 0.123, 0). */
export function layoutShiftText(value: number | null): string {
  return value === null ? NOT_MEASURED : String(Number(value.toFixed(3)));
}
