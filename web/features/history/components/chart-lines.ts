/**
 * Chart colours as CSS variables set on the chart's container (see ChartLegend / KeywordChart), so dark mode
 * swaps them with the rest of the design system. Competitors also differ by dash pattern: colour alone
 * would not tell the lines apart for everyone.
 */
export const SITE_COLOUR = 'var(--brand)';
export const NOT_FOUND_COLOUR = 'var(--neutral)';

export const CHART_LINES = [
  { colour: 'var(--chart-1)', dash: '6 4' },
  { colour: 'var(--chart-2)', dash: '2 3' },
  { colour: 'var(--chart-3)', dash: '10 3 2 3' },
] as const;

/** Sets --chart-1..3: mid tones that keep 3:1 against the card in light mode and in dark mode. */
export const CHART_VARIABLES =
  '[--chart-1:#0f766e] [--chart-2:#be185d] [--chart-3:#b45309] dark:[--chart-1:#5eead4] dark:[--chart-2:#f9a8d4] dark:[--chart-3:#fcd34d]';

/** Look of the index-th competitor's line (patterns repeat past three, which the plans do not allow anyway). */
export function chartLine(index: number): (typeof CHART_LINES)[number] {
  return CHART_LINES[index % CHART_LINES.length] ?? CHART_LINES[0];
}
