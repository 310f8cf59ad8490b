import { describe, expect, it } from 'vitest';
import { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from './history-cursor';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('history cursor', () => {
  it.each<HistoryCursor>([
    { sort: 'checkedAt', order: 'desc', key: 1_777_777_777_123_456, id: '42' },
    { sort: 'rank', order: 'asc', key: 1_000_000, id: '9223372036854775807' },
    { sort: 'keyword', order: 'asc', key: 'кроссовки "купить", =1', id: '1' },
    { sort: 'website', order: 'desc', key: '', id: '7' },
  ])('round-trips %j', (cursor) => {
    const text = encodeHistoryCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeHistoryCursor(text, cursor.sort, cursor.order)).toEqual(cursor);
  });

  it.each<[string, string]>([
    ['not base64url', 'abc$%'],
    ['empty', ''],
    ['not JSON', b64('hello')],
    ['an object', b64({ sort: 'checkedAt' })],
    ['too short', b64(['checkedAt', 'desc', 1])],
    ['other sort', b64(['rank', 'desc', 1, '1'])],
    ['other order', b64(['checkedAt', 'asc', 1, '1'])],
    ['id not digits', b64(['checkedAt', 'desc', 1, '1; drop table'])],
    ['id a number', b64(['checkedAt', 'desc', 1, 1])],
    ['id too long', b64(['checkedAt', 'desc', 1, '12345678901234567890'])],
    ['key text for a time sort', b64(['checkedAt', 'desc', '2026-01-01', '1'])],
    ['key fractional', b64(['checkedAt', 'desc', 1.5, '1'])],
  ])('rejects %s', (_why, text) => {
    expect(decodeHistoryCursor(text, 'checkedAt', 'desc')).toBeUndefined();
  });

  it('rejects a number key for a text sort', () => {
    expect(decodeHistoryCursor(b64(['keyword', 'asc', 5, '1']), 'keyword', 'asc')).toBeUndefined();
  });
});
