import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from './db/pool';
import { createLogger } from './logger';

describe('errors in the log', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 1 });
  });
  afterAll(() => pool.end());

  it("leave out the row PostgreSQL quotes in a failed insert (\"Failing row contains\"), keep what went wrong", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ logLevel: 'info', nodeEnv: 'production' }, false, sink);
    const error = await pool
      .query(
        `create temp table hooks (secret text not null, url text not null check (length(url) < 5));
         insert into hooks values ('whsec_TOPSECRET', 'https://hooks.example.com')`,
      )
      .catch((caught: unknown) => caught);
    expect((error as { detail?: string }).detail).toContain('whsec_TOPSECRET');

    logger.error({ err: error }, 'Unhandled error');
    logger.error({ err: new Error('wrapped', { cause: error }) }, 'Unhandled error');
    const logged = lines.join('\n');
    expect(logged).not.toContain('TOPSECRET');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ err: { message: expect.stringContaining('violates check constraint'), code: '23514', detail: '[redacted]' } });
  });
});
