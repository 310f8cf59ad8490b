import { Logger, type LogFunctionFactory } from 'graphile-worker';

export interface JobLogger {
  error(obj: unknown, message: string): void;
  warn(obj: unknown, message: string): void;
  info(obj: unknown, message: string): void;
  debug(obj: unknown, message: string): void;
}

/** What of a job may be logged: never its payload, which holds account e-mails with their links. */
function jobSummary(job: unknown): unknown {
  if (job === null || typeof job !== 'object') return job;
  const { id, task_identifier, attempts, max_attempts, queue_name } = job as Record<string, unknown>;
  return { id, task: task_identifier, attempts, maxAttempts: max_attempts, ...(queue_name ? { queue: queue_name } : {}) };
}

/**
 * graphile-worker's log meta, fit for our log: jobs reduced to their id, task and attempts (graphile-worker passes
 * whole jobs, payload included, with every "Completed task" and "Failed task" line), errors under `err` so the
 * logger's error serializer (log-errors) applies.
 */
export function safeJobLogMeta(meta: Record<string, unknown> | undefined): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta ?? {})) {
    if (key === 'job') safe.job = jobSummary(value);
    else if (key === 'jobs') safe.jobs = Array.isArray(value) ? value.map(jobSummary) : undefined;
    else if (key === 'specs') safe.jobs = Array.isArray(value) ? value.map((spec: { job?: unknown }) => jobSummary(spec.job)) : undefined;
    else if (key === 'error' || key === 'fatalError') safe.err = value;
    else if (key === 'jobError') safe.jobErr = value instanceof Error ? value.message : value;
    else safe[key] = value;
  }
  return safe;
}

/** graphile-worker's log lines into the app's logger, without job payloads (safeJobLogMeta). */
export function toGraphileLogger(logger: JobLogger, scopeName?: string): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message, meta) => {
    const context = { ...(scopeName ? { queue: scopeName } : {}), scope, ...safeJobLogMeta(meta) };
    if (level === 'error') logger.error(context, message);
    else if (level === 'warning') logger.warn(context, message);
    else if (level === 'info') logger.info(context, message);
    else logger.debug(context, message);
  };
  return new Logger(factory);
}
