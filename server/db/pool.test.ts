import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPool, withTransaction, type Pool } from './pool';

/** Ends one server connection from outside, as a database restart or a stop does. */
async function terminate(pool: Pool, pid: number): Promise<void> {
  await pool.query('select pg_terminate_backend($1)', [pid]);
}

describe('createPool', () => {
  const logged: string[] = [];
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: (_obj, message) => logged.push(message) }, { max: 4 });
  });
  afterAll(() => pool.end());

  it('handles the error of a client that loses its connection while checked out', async () => {
    const client = await pool.connect();
    // pg-pool removes its own listener from a client it hands out: without ours, the 'error' event of a dropped
    // connection is unhandled and Node exits.
    expect(client.listenerCount('error')).toBeGreaterThan(0);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const errored = new Promise((resolve) => client.once('error', resolve));
    await terminate(pool, rows[0]!.pid);
    await errored;
    expect(logged).toContain('PostgreSQL client error');
    client.release(true);
    // The pool goes on with new connections.
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
  });

  it('fails a transaction whose connection drops, then serves the next one on a fresh connection', async () => {
    const failed = withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate(pool, rows[0]!.pid);
      await client.query('select 1');
    });
    await expect(failed).rejects.toThrow();
    for (let i = 0; i < 4; i++) {
      await expect(withTransaction(pool, async (client) => (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one)).resolves.toBe(1);
    }
  });
});
