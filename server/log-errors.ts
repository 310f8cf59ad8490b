import pino from 'pino';

/**
 * Fields of PostgreSQL's error report that quote the data itself: `detail` ("Failing row contains (…)", "Key
 * (email)=(…) already exists") repeats whole rows, secrets and addresses included. The message, code, table,
 * column and constraint say what went wrong without them.
 */
const DATA_FIELDS = new Set(['detail']);
/** How deep a chain of causes is followed. */
const MAX_DEPTH = 5;

function withoutData(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutData(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (DATA_FIELDS.has(key) && item !== undefined) copy[key] = '[redacted]';
    else copy[key] = withoutData(item, depth + 1);
  }
  return copy;
}

/**
 * pino's error serializer (message, type, stack, own fields, causes) with the data PostgreSQL quotes in its
 * errors replaced by `[redacted]`, so a failed insert does not write a user's row (a webhook secret, an e-mail
 * address) into the log. Used for every field an error is logged under.
 */
export function serializeError(error: unknown): unknown {
  return withoutData(error instanceof Error ? pino.stdSerializers.err(error) : error, 0);
}

/** The logger fields errors are passed in (ours use `err`; libraries' meta uses the others). */
export const ERROR_SERIALIZERS = { err: serializeError, error: serializeError, cause: serializeError, fatalError: serializeError };
