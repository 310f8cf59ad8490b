/** How SerpApi's one-off requests beside a results page (a deferred AI Overview, an AI answer) are made. */
export interface FollowUpOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  logger?: { warn(obj: object, msg?: string): void } | undefined;
}

/**
 * `search_metadata.status` of a search that finished, whose answer can be read (parse-serpapi-page waits for the
 * others): SerpApi's statuses are Processing, Queued, Success and Error (serpapi.com/search-errors: "A search
 * status begins as Processing, then resolves to either Success or Error"); its own clients also accept `Cached`
 * (serpapi-ruby oobt/demo_async.rb).
 */
export const FINISHED_STATUSES: ReadonlySet<string> = new Set(['Success', 'Cached']);

/** Whether an answer's body is a finished search, whatever else it holds. */
export function isFinishedSearch(body: unknown): boolean {
  const status = typeof body === 'object' && body !== null ? (body as { search_metadata?: { status?: unknown } }).search_metadata?.status : undefined;
  return typeof status === 'string' && FINISHED_STATUSES.has(status);
}
