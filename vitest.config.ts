import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { buildConstants } from './scripts/vite/build-constants';
import { contentPlugin } from './scripts/vite/content-plugin';

// Three suites in one run: pure units, server integration (real PostgreSQL, started once in
// globalSetup) and web components (happy-dom). Browser specs live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    // Every core: most server tests wait on PostgreSQL or a local server, so two files at once keep two cores busy
    // (Vitest's default leaves one core idle).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no module state to reset: files share a worker's loaded modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          // MCP tests drive the MCP server against the real app, so they need its database too.
          include: ['server/**/*.test.ts', 'mcp/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/testing/global-setup.ts'],
          setupFiles: ['server/testing/setup.ts'],
          // Files share a worker's loaded modules instead of importing the server anew for each (import took more
          // than half of the project's time). They already share one database, so none may rely on a fresh module
          // state: setup.ts puts back timers, stubs and mocks after each test.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app reads content/ through the build's Markdown compiler, in tests as in the build.
        plugins: [contentPlugin()],
        define: buildConstants(),
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Worker threads start and load faster than child processes (about a tenth of this project's time); the
          // server project keeps processes (its tests spawn and signal processes of their own).
          pool: 'threads',
          // Files share a thread's loaded modules (React, the app's components) instead of importing them anew for
          // each: two thirds of the suite's time went to that. setup.ts puts back everything a test can change
          // (the DOM, storage, fetch, timers, mocks, toasts), so none may rely on a fresh module state.
          isolate: false,
          setupFiles: ['web/testing/setup.ts'],
          // Above setup.ts's 5 s for findBy*/waitFor, so a test that waits in vain reports what it waited for.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
