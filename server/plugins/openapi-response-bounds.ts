import { mapOperations } from './map-operations';

/**
 * zod writes `minimum: -9007199254740991, maximum: 9007199254740991` (the safe-integer range) on every `.int()`
 * without bounds of its own, and the reference shows a bound as a field's example: every count in an answer
 * would read -9007199254740991. Those bounds say nothing a reader needs, so they are left out of the answers'
 * schemas. Requests keep them: the request fuzzer (server/testing/hostile-requests) draws values from them.
 */
const IMPLICIT_BOUNDS: Record<string, number> = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

function withoutImplicitBounds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutImplicitBounds);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([key, item]) => IMPLICIT_BOUNDS[key] !== item);
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutImplicitBounds(item)]));
}

/** The document with the safe-integer bounds taken out of every operation's responses. */
export function withoutImplicitResponseBounds<T extends object>(input: T): T {
  return mapOperations<T, { responses?: unknown }>(input, (operation) =>
    'responses' in operation ? { ...operation, responses: withoutImplicitBounds(operation.responses) } : operation,
  );
}
