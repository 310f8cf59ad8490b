import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// pdfkit's font engine cannot subset WOFF2 (its glyph table is stored transformed), so faces are unpacked to
// plain TrueType first.
const decompressWoff2 = require('wawoff2/decompress') as (woff2: Uint8Array) => Promise<Uint8Array>;

/** The unpacker's last job: jobs run one at a time (see unpackWoff2). */
let unpacking: Promise<unknown> = Promise.resolve();

/**
 * A WOFF2 font as TrueType bytes. The unpacker hands back a view of its own memory, which its next job
 * overwrites, so jobs run one after another and each result is copied out before the next starts.
 */
export function unpackWoff2(woff2: Uint8Array): Promise<Buffer> {
  const result = unpacking.then(async () => Buffer.from(await decompressWoff2(woff2)));
  unpacking = result.catch(() => undefined);
  return result;
}
