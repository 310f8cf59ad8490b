import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_CSV_HEADER } from '../services/history/export-history-csv';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { startSerpFixture, type SerpFixture } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

/** A small RFC 4180 reader, so the test checks what a spreadsheet would read, not our own writer's idea. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell !== '' || record.length) throw new Error('CSV does not end with CRLF');
  return records;
}

describe('GET /api/v1/me/history/export.csv', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let user: SignedInUser;
  const now = new Date('2026-03-10T03:00:00Z');

  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider, now: () => now });
    user = await signInAs(t.pool, undefined, now);
    // 22:00 on 9 March in New York: the file is dated by the user's day.
    await t.pool.query(`update users set time_zone = 'America/New_York' where id = $1`, [user.userId]);
    const at = (iso: string) => new Date(iso);
    await saveCheck(t.pool, user.userId, { websiteUrl: 'shop.example.com/deals', keyword: 'shoes, cheap', rankPosition: 8, checkedAt: at('2026-03-01T10:00:00Z') });
    await saveCheck(t.pool, user.userId, {
      websiteUrl: 'shop.example.com/deals',
      keyword: 'shoes, cheap',
      rankPosition: 0,
      pageNumber: 0,
      resultType: 'not found',
      competitors: [{ url: 'rival.com', rank: 3 }, { url: 'other.org', rank: 0 }],
      checkedAt: at('2026-03-02T10:00:00Z'),
    });
    await saveCheck(t.pool, user.userId, { keyword: 'the "best" shoes', searchEngine: 'bing', location: 'gb', checkedAt: at('2026-03-03T10:00:00Z') });
    await saveCheck(t.pool, user.userId, { keyword: 'line one\nline two', checkedAt: at('2026-03-04T10:00:00Z') });
    await saveCheck(t.pool, user.userId, { keyword: '=HYPERLINK("http://evil","x")', checkedAt: at('2026-03-05T10:00:00Z') });
    await saveCheck(t.pool, user.userId, { keyword: '+1 shoes', checkedAt: at('2026-03-05T11:00:00Z') });
    await saveCheck(t.pool, user.userId, { keyword: '-cheap shoes', checkedAt: at('2026-03-05T12:00:00Z') });
    await saveCheck(t.pool, user.userId, { keyword: '@shoes', checkedAt: at('2026-03-05T13:00:00Z') });
    await saveCheck(t.pool, user.userId, { keyword: '\tshoes', checkedAt: at('2026-03-05T14:00:00Z') });
    await saveCheck(t.pool, user.userId, { keyword: 'кроссовки купить', location: 'de', searchEngine: 'yandex', checkedAt: at('2026-03-06T10:00:00Z') });
    await saveCheck(t.pool, user.userId, { keyword: '跑鞋', searchEngine: 'baidu', checkedAt: at('2026-03-06T11:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  const get = (query = '', cookie = user.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/v1/me/history/export.csv${query}`, headers: { cookie } });

  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/history/export.csv' })).statusCode).toBe(401);
  });

  it('a UTF-8 CSV attachment named after the user\'s day, BOM first, header row, CRLF records', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rank-history-2026-03-09.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(response.payload.slice(1));
    expect(records[0]).toEqual([...HISTORY_CSV_HEADER]);
    expect(records).toHaveLength(12);
  });

  it('every cell reads back as saved: commas, quotes, newlines, non-Latin; formula starts neutralised', async () => {
    const records = parseCsv((await get('?order=asc')).payload.slice(1)).slice(1);
    expect(records.map((r) => r[2])).toEqual([
      'shoes, cheap',
      'shoes, cheap',
      'the "best" shoes',
      'line one\nline two',
      `'=HYPERLINK("http://evil","x")`,
      "'+1 shoes",
      "'-cheap shoes",
      "'@shoes",
      "'\tshoes",
      'кроссовки купить',
      '跑鞋',
    ]);
    // Checks saved before device, reach, source and the page's features were recorded: desktop, the rest blank.
    expect(records[0]).toEqual(['2026-03-01T10:00:00.000Z', 'shop.example.com/deals', 'shoes, cheap', 'Google', 'United States', '8', '1', 'organic', '', '', 'Desktop', '', '', '', '']);
    expect(records[1]).toEqual([
      '2026-03-02T10:00:00.000Z',
      'shop.example.com/deals',
      'shoes, cheap',
      'Google',
      'United States',
      '0',
      '0',
      'not found',
      '8',
      'rival.com: 3; other.org: 0',
      'Desktop',
      '',
      '',
      '',
      '',
    ]);
    expect(records[2]?.slice(3, 5)).toEqual(['Bing', 'United Kingdom']);
    expect(records[9]?.slice(3, 5)).toEqual(['Yandex', 'Germany']);
  });

  it('the raw bytes quote exactly the cells that need it', async () => {
    const payload = (await get('?order=asc')).payload;
    expect(payload).toContain(',"shoes, cheap",');
    expect(payload).toContain(',"the ""best"" shoes",');
    expect(payload).toContain(',"line one\nline two",');
    expect(payload).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",`);
    expect(payload).toContain(",'+1 shoes,");
    expect(payload).toContain(',кроссовки купить,');
  });

  it('follows the filters and the sort', async () => {
    const keywords = async (query: string) => parseCsv((await get(query)).payload.slice(1)).slice(1).map((r) => r[2]);
    expect(await keywords('?site=shop.example.com/deals')).toEqual(['shoes, cheap', 'shoes, cheap']);
    expect(await keywords('?engine=bing')).toEqual(['the "best" shoes']);
    expect(await keywords('?from=2026-03-06&location=us')).toEqual(['跑鞋']);
    expect(await keywords('?sort=rank&order=asc&site=shop.example.com/deals')).toEqual(['shoes, cheap', 'shoes, cheap']);
    const ranks = parseCsv((await get('?sort=rank&order=asc&site=shop.example.com/deals')).payload.slice(1)).slice(1).map((r) => r[5]);
    expect(ranks).toEqual(['8', '0']);
    expect(await keywords('?keyword=nothing')).toEqual([]);
  });

  it('all rows of a long history, across read batches, each once and in order', async () => {
    const long = await signInAs(t.pool, undefined, now);
    await t.pool.query(
      `insert into search_history (user_id, website_url, keyword, keyword_key, rank_position, checked_at)
       select $1, 'long.com', 'k' || g, 'k' || g, g % 101, timestamptz '2026-01-01' + g * interval '1 minute' from generate_series(1, 2345) g`,
      [long.userId],
    );
    const records = parseCsv((await get('', long.cookie)).payload.slice(1)).slice(1);
    expect(records).toHaveLength(2345);
    expect(records[0]?.[2]).toBe('k2345');
    expect(records[2344]?.[2]).toBe('k1');
    expect(new Set(records.map((r) => r[2])).size).toBe(2345);
  });

  it("another user's export holds none of these rows; bad filters are a JSON 400", async () => {
    const other = await signInAs(t.pool, undefined, now);
    const records = parseCsv((await get('', other.cookie)).payload.slice(1));
    expect(records).toEqual([[...HISTORY_CSV_HEADER]]);
    const bad = await get('?from=2026-03-05&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });
});
