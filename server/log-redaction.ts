/** Query parameters that carry a secret: e-mail link tokens, OAuth codes and states. */
const SECRET_PARAMS = new Set(['token', 'code', 'state']);
/** Paths whose last segment is a secret: shared report links. */
const SECRET_PATHS = [/^(\/api\/v1\/shared-reports\/)[^/?#]+/u, /^(\/report\/)[^/?#]+/u];

/**
 * A request URL as it may be logged: share tokens in the path and tokens, OAuth codes and states in the query
 * replaced by `[redacted]`, so a log reader (or a leaked log) cannot open someone's report or finish their
 * sign-in.
 * @example redactUrl('/api/v1/auth/google/callback?code=abc&state=xyz') // '/api/v1/auth/google/callback?code=[redacted]&state=[redacted]'
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1[redacted]');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.has(name.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
