/** Node socket errors of a server that cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND']);
/**
 * PostgreSQL's SQLSTATEs of a server that is going away or not ready: connection exceptions (class 08),
 * admin/crash shutdown and "cannot connect now" (57P01-57P03), too many connections (53300).
 */
const SQLSTATES = /^(08\d{3}|57P0[1-3]|53300)$/u;
/** pg's own words when a pooled connection cannot be had or dies under a query. */
const PG_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connection terminated|Client has encountered a connection error/u;

/**
 * Whether an error means the database could not be reached (down, restarting, full), as opposed to a bug:
 * such requests deserve "try again shortly" (503), not "something went wrong" (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // AggregateError (IPv4 and IPv6 both refused) and wrapped errors.
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
