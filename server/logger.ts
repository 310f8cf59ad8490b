import type { IncomingMessage } from 'node:http';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { ERROR_SERIALIZERS } from './log-errors';
import { redactUrl } from './log-redaction';

/** What Fastify hands the request serializer (its request: the raw message plus `ip` and `host`). */
type LoggedRequest = Pick<IncomingMessage, 'method' | 'url' | 'socket'> & { ip?: string; host?: string };

/**
 * JSON logs (one object per line) in production; readable colourised lines when a developer watches a
 * terminal. pino-pretty runs in a worker thread, so it costs the request path nothing. Request URLs are logged
 * with their secrets redacted (share tokens, e-mail link tokens, OAuth codes and states: log-redaction), and errors
 * without the row data PostgreSQL quotes in them (log-errors).
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  isTty = Boolean(process.stdout.isTTY),
  /** Where the lines go instead of stdout (tests). */
  destination?: pino.DestinationStream,
): Logger {
  const pretty = config.nodeEnv !== 'production' && isTty && !destination;
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    // Replaces Fastify's request serializer (a logger's own serializers take precedence), without the secrets.
    serializers: {
      ...ERROR_SERIALIZERS,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  }, destination);
}
