import { EventEmitter } from 'node:events';
import type { Runner, WorkerEvents } from 'graphile-worker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STUCK_AFTER_FAILURES, superviseRunner } from './supervise-runner';

/** A stand-in for a graphile-worker runner: the test decides when it stops and how. */
function fakeRunner() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  promise.catch(() => undefined);
  const events: WorkerEvents = new EventEmitter();
  const runner = {
    promise,
    events,
    stopped: false,
    stop: vi.fn(async () => {
      runner.stopped = true;
      settle.resolve();
    }),
    die: (error: unknown) => settle.reject(error),
  };
  return runner;
}

describe('superviseRunner', () => {
  const logged: string[] = [];
  const logger = { error: (_obj: unknown, message: string) => logged.push(message), info: (_obj: unknown, message: string) => logged.push(message) };
  beforeEach(() => {
    vi.useFakeTimers();
    logged.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('starts a runner that died again, waiting longer after each failed start', async () => {
    const runners: Array<ReturnType<typeof fakeRunner>> = [];
    let refuse = 0;
    const start = vi.fn(async () => {
      if (refuse > 0) {
        refuse -= 1;
        throw new Error('connect ECONNREFUSED');
      }
      const runner = fakeRunner();
      runners.push(runner);
      return runner as unknown as Runner;
    });
    const supervised = await superviseRunner({ name: 'mail', start, logger });
    expect(start).toHaveBeenCalledTimes(1);

    refuse = 2;
    runners[0]!.die(new Error('Could not completeJobs; queue is in an inconsistent state; aborting.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(logged.at(-1)).toBe('Background jobs (mail) stopped unexpectedly; trying again in 1 s');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logged.at(-1)).toBe('Background jobs (mail) could not start; trying again in 2 s');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(logged.at(-1)).toBe('Background jobs (mail) could not start; trying again in 4 s');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(start).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(4);
    expect(logged.at(-1)).toBe('Background jobs (mail): running again');

    await supervised.stop();
    expect(runners[1]!.stop).toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(4);
  });

  it('keeps trying when the first start fails, and stops trying once stopped', async () => {
    const start = vi.fn(async (): Promise<Runner> => {
      throw new Error('the database system is starting up');
    });
    const supervised = await superviseRunner({ name: 'webhooks', start, logger });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(start).toHaveBeenCalledTimes(2);
    await supervised.stop();
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts anew a runner whose workers keep failing to take a job, but not one that only failed now and then', async () => {
    const runners: Array<ReturnType<typeof fakeRunner>> = [];
    const start = vi.fn(async () => {
      const runner = fakeRunner();
      runners.push(runner);
      return runner as unknown as Runner;
    });
    await superviseRunner({ name: 'other', start, logger });
    const first = runners[0]!;
    const fail = () => first.events.emit('worker:getJob:error', { error: new Error('Connection terminated unexpectedly') } as never);
    for (let i = 1; i < STUCK_AFTER_FAILURES; i++) fail();
    first.events.emit('worker:getJob:empty', {} as never);
    for (let i = 1; i < STUCK_AFTER_FAILURES; i++) fail();
    expect(first.stop).not.toHaveBeenCalled();
    fail();
    expect(first.stop).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(start).toHaveBeenCalledTimes(2);
    expect(logged).toContain(`Background jobs (other) failed ${STUCK_AFTER_FAILURES} times in a row to take a job; stopping them to start again`);
  });
});
