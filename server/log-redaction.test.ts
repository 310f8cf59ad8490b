import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/shared-reports/AbC123_-x', '/api/v1/shared-reports/[redacted]'],
    ['/report/AbC123_-x?utm=1', '/report/[redacted]?utm=1'],
    ['/api/v1/auth/google/callback?code=abc&state=xyz&iss=https%3A%2F%2Fid', '/api/v1/auth/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid'],
    ['/verify-email?token=secret', '/verify-email?token=[redacted]'],
    ['/api/v1/me/history?keyword=shoes&site=a.com', '/api/v1/me/history?keyword=shoes&site=a.com'],
    ['/api/v1/health', '/api/v1/health'],
    ['/api/v1/me/report-shares', '/api/v1/me/report-shares'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the app logger', () => {
  it('logs request URLs without their secrets', async () => {
    const { Writable } = await import('node:stream');
    const { default: Fastify } = await import('fastify');
    const { createLogger } = await import('./logger');
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger({ logLevel: 'info', nodeEnv: 'production' }, false, sink) });
    app.get('/report/:token', async () => 'ok');
    await app.inject({ url: '/report/s3cret-share-token?code=oauth-code' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/report/[redacted]?code=[redacted]');
    expect(logged).not.toContain('s3cret-share-token');
    expect(logged).not.toContain('oauth-code');
  });
});
