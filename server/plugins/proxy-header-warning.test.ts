import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerProxyHeaderWarning } from './proxy-header-warning';

async function appLogging(trustProxyConfigured: boolean) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'warn' }, sink) }) as unknown as FastifyInstance;
  registerProxyHeaderWarning(app, { trustProxyConfigured });
  app.get('/', async () => 'ok');
  await app.ready();
  const warnings = () => lines.filter((line) => line.includes('X-Forwarded-For but TRUST_PROXY is off'));
  return { app, warnings };
}

describe('X-Forwarded-For while TRUST_PROXY is off', () => {
  it('is logged once, at the first request that carries it', async () => {
    const { app, warnings } = await appLogging(false);
    await app.inject({ url: '/' });
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(warnings()).toHaveLength(1);
    await app.close();
  });

  it('is not logged when a proxy is trusted', async () => {
    const { app, warnings } = await appLogging(true);
    await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(warnings()).toHaveLength(0);
    await app.close();
  });
});
