import pino, { type Logger } from 'pino';
import type { Config } from './config';

/**
 * JSON logs (one object per line) in production; readable colourised lines when a developer watches a
 * terminal. pino-pretty runs in a worker thread, so it costs the request path nothing.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, isTty = Boolean(process.stdout.isTTY)): Logger {
  const pretty = config.nodeEnv !== 'production' && isTty;
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
