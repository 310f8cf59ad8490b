import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../../../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { sampleReport } from '../../../testing/sample-report';
import { renderReportPdf } from './render-report-pdf';

describe('renderReportPdf off the event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider() });
  });
  afterAll(() => t.close());

  it('answers another request while a long report is being drawn', async () => {
    // Fonts are loaded and cached by a first report. After that, a renderer on the main thread would draw a
    // report without once yielding to the event loop, so its PDF would be done before any request needing I/O
    // (the health check asks PostgreSQL) could be answered: this order is only possible off the main thread.
    await renderReportPdf(sampleReport());
    const order: string[] = [];
    const pdf = renderReportPdf(sampleReport({ extraKeywords: 1500 })).then((bytes) => {
      order.push('pdf');
      return bytes;
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    expect((await pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(order).toEqual(['health', 'pdf']);
  });
});
