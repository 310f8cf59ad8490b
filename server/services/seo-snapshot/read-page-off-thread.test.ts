import { afterAll, describe, expect, it } from 'vitest';
import { createPageReader, PAGE_UNREADABLE } from './read-page-off-thread';
import type { FetchedPage } from './extract-on-page';

const page = (html: string): FetchedPage => ({
  body: Buffer.from(html),
  contentType: 'text/html; charset=utf-8',
  headers: { xRobotsTag: null, contentLanguage: null },
  finalUrl: 'https://shop.example/deep',
  status: 200,
  truncated: false,
  fetchedAt: new Date('2026-11-24T10:00:00Z'),
});

describe('createPageReader', () => {
  const readers: Array<ReturnType<typeof createPageReader>> = [];
  const readerWith = (timeoutMs: number) => {
    const reader = createPageReader({ timeoutMs });
    readers.push(reader);
    return reader;
  };
  afterAll(() => Promise.all(readers.map((reader) => reader.close())));

  it('reads the facts of a page in a worker thread', async () => {
    const read = await readerWith(30_000).read(page('<html lang="de"><title>Schuhe</title><h1>Laufschuhe</h1></html>'));
    expect(read).toMatchObject({ onPage: { title: 'Schuhe', h1: ['Laufschuhe'], language: 'de', finalUrl: 'https://shop.example/deep' } });
  });

  it('gives up on a read that outlives its time limit, and says the page could not be analysed', async () => {
    // Code on the event loop cannot be interrupted: only a read in a thread of its own can be stopped at a limit.
    const logged: string[] = [];
    const read = await readerWith(1).read(page(`<title>Deep</title>${'<div>'.repeat(400_000)}`), { error: (_details, message) => logged.push(message) });
    expect(read).toEqual({ error: PAGE_UNREADABLE });
    expect(logged).toEqual(['Reading a page for an SEO snapshot failed']);
  });
});
