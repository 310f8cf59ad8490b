import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerJobError, type WorkerPool, type WorkerPoolOptions } from './worker-pool';

const script = new URL('./worker-pool-test-worker.mjs', import.meta.url);

describe('createWorkerPool', () => {
  const pools: WorkerPool[] = [];
  const poolOf = (options: Partial<WorkerPoolOptions> = {}) => {
    const pool = createWorkerPool({ script, size: 1, timeoutMs: 10_000, ...options });
    pools.push(pool);
    return pool;
  };
  const echo = async (pool: WorkerPool, value: unknown) => (await pool.run({ act: 'echo', value })) as { value: unknown; threadId: number };
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkerJobError);
    return error as WorkerJobError;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });

  it('runs jobs on one worker started on first use and kept for the next', async () => {
    const pool = poolOf();
    const first = await echo(pool, { report: 'a' });
    const second = await echo(pool, { report: 'b' });
    expect(first.value).toEqual({ report: 'a' });
    expect(second.value).toEqual({ report: 'b' });
    expect(second.threadId).toBe(first.threadId);
  });

  it('moves transferred bytes out of the worker', async () => {
    const output = await poolOf().run({ act: 'bytes', value: [37, 80, 68, 70] });
    expect(output).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(output as ArrayBuffer)]).toEqual([37, 80, 68, 70]);
  });

  it('runs jobs side by side up to its size, and queues the rest in order', async () => {
    const pool = poolOf({ size: 2 });
    const results = await Promise.all([1, 2, 3, 4].map((value) => echo(pool, value)));
    expect(results.map((result) => result.value)).toEqual([1, 2, 3, 4]);
    expect(new Set(results.map((result) => result.threadId)).size).toBe(2);
  });

  it('fails a job its worker reports as failed, and the same worker takes the next job', async () => {
    const pool = poolOf();
    const before = await echo(pool, 0);
    const error = await failure(pool.run({ act: 'fail', value: 'draw' }));
    expect(error).toMatchObject({ kind: 'failed', message: 'cannot draw', cause: 'Error: at the test worker' });
    expect((await echo(pool, 1)).threadId).toBe(before.threadId);
  });

  it.each([
    ['an uncaught error', 'throw', 'The worker failed: uncaught in the worker'],
    ['process.exit', 'exit', 'The worker exited with code 7'],
    ['a reply that cannot be sent', 'unclonable', 'The worker failed: an error it could not pass on'],
  ])('turns %s in a worker into a failed job, and a fresh worker takes the next job', async (_name, act, message) => {
    const pool = poolOf();
    const before = await echo(pool, 0);
    const error = await failure(pool.run({ act }));
    expect(error).toMatchObject({ kind: 'crashed', message });
    const after = await echo(pool, 1);
    expect(after.value).toBe(1);
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('terminates a worker that overruns the timeout; the job queued behind it still runs', async () => {
    const pool = poolOf({ timeoutMs: 300 });
    const hung = failure(pool.run({ act: 'hang' }));
    const queued = echo(pool, 'after the hang');
    expect(await hung).toMatchObject({ kind: 'timeout', message: 'The worker did not answer within 300 ms' });
    expect((await queued).value).toBe('after the hang');
  });

  it('fails a job whose input cannot be sent, without losing the worker', async () => {
    const pool = poolOf();
    const before = await echo(pool, 0);
    const error = await failure(pool.run({ act: 'echo', value: () => 'a function' }));
    expect(error.kind).toBe('failed');
    expect((await echo(pool, 1)).threadId).toBe(before.threadId);
  });

  it('fails waiting and running jobs when closed', async () => {
    const pool = poolOf();
    const running = failure(pool.run({ act: 'hang' }));
    const waiting = failure(pool.run({ act: 'echo', value: 1 }));
    await pool.close();
    expect(await running).toMatchObject({ kind: 'crashed', message: 'The worker pool was closed' });
    expect(await waiting).toMatchObject({ kind: 'crashed', message: 'The worker pool was closed' });
  });
});
