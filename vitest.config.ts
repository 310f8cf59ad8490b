import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/vite/content-plugin';

// Three suites in one run: pure units, server integration (real PostgreSQL, started once in
// globalSetup) and web components (happy-dom). Browser specs live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          // MCP tests drive the MCP server against the real app, so they need its database too.
          include: ['server/**/*.test.ts', 'mcp/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app reads content/ through the build's Markdown compiler, in tests as in the build.
        plugins: [contentPlugin()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/testing/setup.ts'],
        },
      },
    ],
  },
});
