import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-load-error';
import { loadWithRetry, type RecoveryEnv } from './lazy-with-retry';

function fakeEnv(guard: string | null = null) {
  let stored = guard;
  const env = {
    sleep: vi.fn((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    clearCaches: vi.fn(async () => undefined),
    reload: vi.fn(),
    getGuard: () => stored,
    setGuard: vi.fn((value: string) => {
      stored = value;
    }),
    clearGuard: vi.fn(() => {
      stored = null;
    }),
    now: () => Date.now(),
    importUrl: vi.fn(async (url: string): Promise<unknown> => {
      throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    }),
  } satisfies RecoveryEnv;
  return { env, guard: () => stored };
}

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');

describe('loadWithRetry', () => {
  afterEach(() => vi.useRealTimers());

  it('returns at once when the first try works and clears the reload guard', async () => {
    const { env } = fakeEnv('123');
    await expect(loadWithRetry(async () => 'page', env)).resolves.toBe('page');
    expect(env.sleep).not.toHaveBeenCalled();
    expect(env.clearGuard).toHaveBeenCalled();
  });

  it('tries 3 times, waiting 1 s then 2 s', async () => {
    vi.useFakeTimers();
    const { env } = fakeEnv();
    // An error that names no module (Safari's) leaves nothing to bust: the retries repeat the import.
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValue('page');
    const promise = loadWithRetry(load, env);

    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(3);
    expect(env.sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('retries a failed module under a new cache-busting URL each time (the browser remembers the failed one)', async () => {
    vi.useFakeTimers();
    const { env } = fakeEnv();
    const load = vi.fn().mockRejectedValue(chunkFailure());
    env.importUrl
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js?retry=x-1'))
      .mockResolvedValueOnce('fresh page');
    const promise = loadWithRetry(load, env);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(promise).resolves.toBe('fresh page');
    expect(load).toHaveBeenCalledTimes(1);
    const urls = env.importUrl.mock.calls.map(([url]) => url);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/assets\/page-abc\.js\?retry=\d+-1$/);
    expect(urls[1]).toMatch(/^\/assets\/page-abc\.js\?retry=\d+-2$/);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('after the third failure clears caches and reloads once, remembering it in the guard', async () => {
    vi.useFakeTimers();
    const { env, guard } = fakeEnv();
    const load = vi.fn().mockRejectedValue(chunkFailure());
    let settled = false;
    void loadWithRetry(load, env).finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(3000);
    // The first try, then two under cache-busting URLs.
    expect(load).toHaveBeenCalledTimes(1);
    expect(env.importUrl).toHaveBeenCalledTimes(2);
    expect(env.clearCaches).toHaveBeenCalledTimes(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(guard()).not.toBeNull();
    expect(settled).toBe(false);
  });

  it('throws a ChunkLoadError instead of reloading again when a recovery reload just happened', async () => {
    vi.useFakeTimers();
    const { env } = fakeEnv(String(Date.now() - 5000));
    const load = vi.fn().mockRejectedValue(chunkFailure());
    const promise = loadWithRetry(load, env);
    const assertion = expect(promise).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(3000);
    await assertion;
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.clearCaches).not.toHaveBeenCalled();
  });

  it('reloads again when the previous recovery reload is old', async () => {
    vi.useFakeTimers();
    const { env } = fakeEnv(String(Date.now() - 10 * 60_000));
    void loadWithRetry(vi.fn().mockRejectedValue(chunkFailure()), env);
    await vi.advanceTimersByTimeAsync(3000);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});
