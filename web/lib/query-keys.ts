/**
 * Prefix of every query holding the signed-in user's own data (stats, history...). It is dropped when the
 * user signs out or changes, and refreshed after each of their checks.
 *
 * Apart from lib/query-client.ts: a public page names the key without loading the data layer (decision 005).
 */
export const USER_DATA_KEY = ['me'] as const;
