/**
 * A Retry-After header as seconds from `now` (ms): delay-seconds or an HTTP-date (RFC 9110 §10.2.3, which a
 * 429 may carry: RFC 6585 §4). Undefined when absent or unreadable; a date in the past is 0.
 * @example parseRetryAfter('120', Date.now()) // 120
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP-date names its day and month in letters; anything else (a negative number) is not one.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
