// A worker for worker-pool.test.ts that misbehaves on request. Each message is { act, value }.
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', ({ act, value }) => {
  if (act === 'echo') parentPort.postMessage({ ok: true, output: { value, threadId } });
  if (act === 'bytes') {
    const output = new Uint8Array(value).buffer;
    parentPort.postMessage({ ok: true, output }, [output]);
  }
  if (act === 'fail') parentPort.postMessage({ ok: false, message: `cannot ${value}`, stack: 'Error: at the test worker' });
  if (act === 'throw') setImmediate(() => { throw new Error('uncaught in the worker'); });
  if (act === 'exit') process.exit(7);
  if (act === 'hang') for (;;);
  if (act === 'unclonable') parentPort.postMessage({ ok: true, output: () => 'a function' });
});
