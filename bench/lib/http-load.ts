import autocannon from 'autocannon';
import { percentile } from './stats';

export interface LoadFigures {
  requestsPerSecond: number;
  /** Milliseconds, to the microsecond: autocannon's own percentiles are whole milliseconds. */
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Count of each status answered, to say what went wrong when non2xx is not 0. */
  statusCodes: Record<string, number>;
}

/**
 * Keeps `options.connections` requests in flight for `options.duration` seconds and times each answer from
 * the response events, so a few-millisecond route is measured finer than autocannon's 1 ms histogram allows.
 */
export function measureLoad(options: autocannon.Options): Promise<LoadFigures> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50: Math.round(percentile(latencies, 50) * 1000) / 1000,
        p99: Math.round(percentile(latencies, 99) * 1000) / 1000,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        statusCodes,
      });
    });
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}
