import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from '../../worker-threads/worker-pool';
import { extractOnPage, type FetchedPage } from './extract-on-page';

/**
 * The page reader's worker loop (read-page-off-thread): each message is one fetched page, the reply its on-page
 * facts. A page that makes the reader throw is answered as a failure and the worker stays up for the next page.
 */
const port = parentPort;
if (!port) throw new Error('page-reader-worker runs only as a worker thread (see read-page-off-thread)');

port.on('message', (page: Omit<FetchedPage, 'body'> & { body: Uint8Array }) => {
  let reply: WorkerReply;
  try {
    reply = { ok: true, output: extractOnPage({ ...page, body: Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength) }) };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined };
  }
  port.postMessage(reply);
});
