import { availableParallelism } from 'node:os';
import type { Report } from '../../../../contracts/report';
import { AppError } from '../../../errors';
import { withoutUnsafeLogo, type PdfLog } from './without-unsafe-logo';
import { createWorkerPool, WorkerJobError } from '../../../worker-threads/worker-pool';

/** What a request hears when its PDF could not be made; the cause goes to the log. */
export const PDF_MESSAGES = {
  timedOut: 'Creating the PDF took too long. Please try again, or choose a shorter period.',
  failed: 'The PDF could not be created. Please try again.',
} as const;

/** A render still running after this is abandoned: its worker is terminated and the request answered. */
export const RENDER_TIMEOUT_MS = 30_000;

/**
 * Reused workers, not one per render. Measured on the 2-core machines (Node 20, tsx): starting a worker and
 * loading tsx, pdfkit and the renderer takes ~400 ms, and its first report ~300 ms more to unpack the fonts
 * (cached per thread); a warm worker renders the sample report in 50-120 ms and 1,500 keywords in ~400 ms. A
 * worker per render would cost ~700 ms a PDF. One worker per spare core, at most two, started on first use: on
 * 2 cores one worker renders while the other core keeps the event loop answering. The heap limit turns a runaway
 * render into an error for its request (ERR_WORKER_OUT_OF_MEMORY) instead of a process out of memory.
 */
const pool = createWorkerPool({
  module: new URL('./render-worker-main.ts', import.meta.url),
  size: Math.min(2, Math.max(1, availableParallelism() - 1)),
  timeoutMs: RENDER_TIMEOUT_MS,
  resourceLimits: { maxOldGenerationSizeMb: 512 },
});

/** For callers that pass no logger: warnings still reach the operator's console. */
const consoleLog: PdfLog = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/**
 * The period report as an A4 PDF (see draw-report-pdf for what it shows), drawn in a worker thread so a long
 * report never delays other requests on the event loop. Only plain data crosses: the report in, the PDF's bytes
 * out (transferred, not copied). A logo that fails today's logo check is left out (see without-unsafe-logo).
 * Throws AppError UNAVAILABLE (503) when the render outlives RENDER_TIMEOUT_MS, INTERNAL (500) when it fails
 * or its worker dies; other requests and renders carry on either way.
 */
export async function renderReportPdf(report: Report, options: { log?: PdfLog } = {}): Promise<Buffer> {
  const log = options.log ?? consoleLog;
  try {
    const output = (await pool.run(withoutUnsafeLogo(report, log))) as ArrayBuffer;
    return Buffer.from(output);
  } catch (error) {
    if (!(error instanceof WorkerJobError)) throw error;
    log.error({ err: error, kind: error.kind, cause: error.cause }, 'Rendering a report PDF failed');
    const timedOut = error.kind === 'timeout';
    // A drawing that ran out of time is a busy server, worth trying again (503); one that crashed is ours (500).
    if (timedOut) throw new AppError('UNAVAILABLE', PDF_MESSAGES.timedOut, { cause: error });
    throw new AppError('INTERNAL', PDF_MESSAGES.failed, { cause: error });
  }
}
