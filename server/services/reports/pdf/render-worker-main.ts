import { parentPort } from 'node:worker_threads';
import type { Report } from '../../../../contracts/report';
import { drawReportPdf } from './draw-report-pdf';
import type { WorkerReply } from '../../../worker-threads/worker-pool';

/**
 * The render worker's loop: each message is one report to draw; the reply carries the PDF's bytes, their
 * ArrayBuffer transferred rather than copied. A render that throws is answered as a failure and the worker
 * stays up for the next report.
 */
const port = parentPort;
if (!port) throw new Error('render-worker-main runs only as a worker thread (see render-report-pdf)');

port.on('message', (report: Report) => {
  void drawReportPdf(report).then(
    (pdf) => {
      // A small Buffer may be a slice of Node's shared pool: send a copy of exactly its bytes then.
      const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
      const output = whole ? pdf.buffer : pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength);
      const reply: WorkerReply = { ok: true, output };
      port.postMessage(reply, [output as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: WorkerReply = { ok: false, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined };
      port.postMessage(reply);
    },
  );
});
