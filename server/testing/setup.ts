import { afterEach, vi } from 'vitest';

// Server test files run one after another in the same worker with their modules loaded once (vitest.config.ts:
// isolate false): what one test changes of the process must not reach the next file.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
