/** Runs at most `max` tasks at once; the rest wait in arrival order. */
export interface RequestLimiter {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/**
 * A per-process cap on provider requests in flight, so a burst of uncached checks queues here instead of
 * flooding the provider (and its rate limit) or the event loop. A waiter whose signal aborts leaves the queue
 * without taking a slot.
 */
export function createRequestLimiter(max: number): RequestLimiter {
  let active = 0;
  const queue: { start: () => void; signal?: AbortSignal; onAbort?: () => void }[] = [];

  const next = () => {
    while (active < max && queue.length > 0) {
      const waiter = queue.shift();
      if (!waiter) break;
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.start();
    }
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              active -= 1;
              next();
            });
        };
        if (active < max) return start();
        const waiter: (typeof queue)[number] = { start, ...(signal ? { signal } : {}) };
        if (signal) {
          waiter.onAbort = () => {
            const index = queue.indexOf(waiter);
            if (index !== -1) queue.splice(index, 1);
            reject(signal.reason);
          };
          signal.addEventListener('abort', waiter.onAbort, { once: true });
        }
        queue.push(waiter);
      });
    },
  };
}
