// Entry of every worker thread whose code is TypeScript (createWorkerPool's `module`). Plain JavaScript because a
// worker thread starts without the parent's module hooks: under `npm start` (node --import tsx) and under vitest
// alike, this file registers tsx in the worker itself, then loads the module named in workerData. Passing
// `execArgv: ['--import', 'tsx']` does not work on Node 20: the worker's entry is resolved before that import's
// hooks apply ("Unknown file extension .ts").
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
