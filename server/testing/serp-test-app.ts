import { buildTestApp, type TestApp } from './build-test-app';
import { startSerpFixture, type SerpFixture } from './serp-fixture';

/** A test app whose provider is a local SerpApi double (serp-fixture), and how to stop both. */
export interface SerpTestApp {
  serp: SerpFixture;
  t: TestApp;
  close(): Promise<void>;
}

/** Starts the SerpApi double and an app that asks it, on the test's clock. */
export async function startSerpTestApp(now: () => Date): Promise<SerpTestApp> {
  const serp = await startSerpFixture();
  const t = await buildTestApp({ serpProvider: serp.provider, now });
  return {
    serp,
    t,
    close: async () => {
      await t.close();
      await serp.fake.close();
    },
  };
}
