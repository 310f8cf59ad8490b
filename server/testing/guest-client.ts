import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RankCheckRequest } from '../../contracts/rank-check';

/**
 * A distinct client address per test: every test file shares one database, and the guest quota counts per IP,
 * so tests must not share the default 127.0.0.1.
 */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The `name=value` pair of a Set-Cookie header, ready to send back. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.map((c) => c.split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`));
}

export function postRankCheck(
  app: FastifyInstance,
  body: Partial<RankCheckRequest> | Record<string, unknown>,
  options: { ip?: string; cookie?: string; accept?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/rank-checks',
    payload: body,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.accept ? { accept: options.accept } : {}),
    },
  });
}
