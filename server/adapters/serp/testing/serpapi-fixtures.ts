import { readFileSync } from 'node:fs';

/** SerpApi bodies recorded from its documentation and real searches (see fixtures/serpapi_errors.json `_note`). */
const FIXTURES_DIR = new URL('./fixtures/', import.meta.url);

export function readSerpApiFixture(file: string): unknown {
  return JSON.parse(readFileSync(new URL(file, FIXTURES_DIR), 'utf8'));
}

export type SerpApiErrorFixture = '400' | '401' | '429' | '503' | '200_empty';

/** A SerpApi error answer as SerpApi sends it: the documented body with its HTTP status. */
export function serpApiErrorReply(name: SerpApiErrorFixture): { status: number; body: unknown } {
  const all = readSerpApiFixture('serpapi_errors.json') as Record<SerpApiErrorFixture, unknown>;
  return { status: name === '200_empty' ? 200 : Number(name), body: all[name] };
}
