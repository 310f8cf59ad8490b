import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

/** What a worker answers to one job. */
export type WorkerReply = { ok: true; output: unknown } | { ok: false; message: string; stack?: string | undefined };

/**
 * Why a job got no output: the worker took longer than the timeout (and was terminated), its code threw for this
 * job (the worker lives on), or the worker itself died (uncaught error, out of memory, failed to start).
 */
export class WorkerJobError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed' | 'crashed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WorkerJobError';
  }
}

export interface WorkerPoolOptions {
  /**
   * The worker's code: a TypeScript module (started through typescript-worker.mjs), or a plain JavaScript file
   * as `script`. It answers each message with one WorkerReply.
   */
  module?: URL;
  script?: URL;
  /** Most workers alive at once; later jobs wait their turn, first come first served. */
  size: number;
  /** A job not answered this long after it reached a worker fails, and that worker is terminated. */
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
}

export interface WorkerPool {
  /** Runs one job on the next free worker, started on demand; `transfer` moves buffers instead of copying them. */
  run(input: unknown, transfer?: readonly Transferable[]): Promise<unknown>;
  /** Terminates every worker; jobs still waiting or running fail. */
  close(): Promise<void>;
}

const TYPESCRIPT_ENTRY = new URL('./typescript-worker.mjs', import.meta.url);

interface Job {
  input: unknown;
  transfer: readonly Transferable[];
  resolve(output: unknown): void;
  reject(error: WorkerJobError): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

/**
 * A small pool of worker threads, each doing one job at a time. Workers start when first needed and stay for the
 * next jobs (an idle worker does not keep the process alive). Whatever happens inside a worker becomes the
 * rejection of that one job, never an error of this process: a worker that dies or overruns is dropped and the
 * next job starts a fresh one.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const slots = new Set<Slot>();
  const queue: Job[] = [];

  function finish(slot: Slot, outcome: { output: unknown } | { error: WorkerJobError }): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = null;
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.output);
  }

  /** Takes the slot out of service; its job (if any) fails with `error`. */
  function drop(slot: Slot, error: WorkerJobError): Promise<unknown> {
    if (!slots.delete(slot)) return Promise.resolve();
    finish(slot, { error });
    const stopped = slot.worker.terminate();
    pump();
    return stopped;
  }

  function startWorker(): Slot {
    const worker = new Worker(options.module ? TYPESCRIPT_ENTRY : (options.script as URL), {
      // The entry registers its own TypeScript loader (typescript-worker.mjs); inherit nothing from the parent's flags.
      execArgv: [],
      ...(options.module ? { workerData: { module: options.module.href } } : {}),
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
    const slot: Slot = { worker, job: null };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.ok) finish(slot, { output: reply.output });
      else finish(slot, { error: new WorkerJobError('failed', reply.message, { cause: reply.stack }) });
      worker.unref();
      pump();
    });
    worker.on('messageerror', (error) => void drop(slot, new WorkerJobError('crashed', 'The worker sent a reply that could not be read', { cause: error })));
    worker.on('error', (error: unknown) => {
      // Errors thrown in a worker arrive cloned; some (a DataCloneError, a DOMException) arrive as an empty object.
      const reason = (error instanceof Error && error.message) || 'an error it could not pass on';
      void drop(slot, new WorkerJobError('crashed', `The worker failed: ${reason}`, { cause: error }));
    });
    worker.on('exit', (code) => void drop(slot, new WorkerJobError('crashed', `The worker exited with code ${code}`)));
    slots.add(slot);
    return slot;
  }

  function pump(): void {
    while (queue.length > 0) {
      let slot = [...slots].find((candidate) => candidate.job === null);
      if (!slot && slots.size < options.size) {
        try {
          slot = startWorker();
        } catch (error) {
          // The thread could not even be created (out of memory, a bad script URL): this job fails, nothing else.
          queue.shift()?.reject(new WorkerJobError('crashed', `The worker could not start: ${String(error)}`, { cause: error }));
          continue;
        }
      }
      if (!slot) return;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        void drop(slot, new WorkerJobError('timeout', `The worker did not answer within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      try {
        slot.worker.postMessage(job.input, job.transfer);
      } catch (error) {
        // Input that cannot be cloned (a function, a closed port): this job's fault, the worker is fine.
        finish(slot, { error: new WorkerJobError('failed', `The job could not be sent to the worker: ${String(error)}`, { cause: error }) });
        slot.worker.unref();
      }
    }
  }

  return {
    run(input, transfer = []) {
      return new Promise((resolve, reject) => {
        queue.push({ input, transfer, resolve, reject });
        pump();
      });
    },
    async close() {
      for (const job of queue.splice(0)) job.reject(new WorkerJobError('crashed', 'The worker pool was closed'));
      await Promise.all([...slots].map((slot) => drop(slot, new WorkerJobError('crashed', 'The worker pool was closed'))));
    },
  };
}
