/** The `source` of results made by the built-in simulated search engine (docs/decisions/002). */
export const SIMULATED_SOURCE = 'demo';

/** Whether a saved check's results came from the simulated engine rather than a real search engine. */
export function isSimulatedSource(source: string | null | undefined): boolean {
  return source === SIMULATED_SOURCE;
}

/** How a saved check's source reads in exports: simulated results must never pass for real ones. */
export function sourceLabel(source: string | null | undefined): string {
  if (source === null || source === undefined) return '';
  if (isSimulatedSource(source)) return 'Simulated (not real search results)';
  return source === 'serpapi' ? 'SerpApi' : source;
}
