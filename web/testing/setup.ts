import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSessionStore } from '../features/auth/api/session-store';
import { isSonnerRequested, loadSonner } from '../lib/notify';

// An unexpected console.error (React warnings, failed prop types, act() misuse) fails the test: those
// messages usually point at real bugs that would otherwise scroll by unnoticed.
let consoleErrors: unknown[][] = [];

// findBy*/waitFor wait for what they look for; the limit only decides when to give up. Testing Library's 1 s was
// too short on a loaded machine (CI runs the browser specs, tsc and lint beside this suite), where a lazy module's
// first import alone can take longer: a test that failed there had found nothing wrong.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  consoleErrors = [];
  // No test reaches a network: a request no fakeApi answers fails at once, as a server that is down would, instead
  // of happy-dom trying localhost for real and printing its connection errors across other files' output.
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => Promise.reject(new TypeError(`Failed to fetch ${String(input instanceof Request ? input.url : input)}: this test stubs no API (fakeApi)`)));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  // sonner keeps its toasts in module state and replays them to the next Toaster: a toast from one test
  // must not satisfy the next test's expectations.
  if (isSonnerRequested()) (await loadSonner()).toast.dismiss();
  // Files that run in Node (the build-time render) have no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  // The session lives in a module (features/auth/api/session-store.ts), shared by the files of a thread.
  if (typeof document !== 'undefined') resetSessionStore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
    throw new Error(`Unexpected console.error:\n${text.join('\n')}`);
  }
});
