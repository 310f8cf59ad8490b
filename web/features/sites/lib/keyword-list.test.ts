import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../lib/parse-csv';
import { addRequests, keywordsFromCsv, keywordsFromText } from './keyword-list';

const choices = { websiteUrl: 'example.com', engines: ['google' as const, 'bing' as const], locations: ['us' as const], devices: ['desktop' as const, 'mobile' as const], tags: ['all'], intervalType: 'daily' as const };

describe('keyword lists', () => {
  it('reads pasted lines with their tags after a tab or a bar', () => {
    expect(keywordsFromText('blue tiles\n\n  red bricks | brand; q4 \ngrout\tq4')).toEqual([
      { keyword: 'blue tiles', tags: [] },
      { keyword: 'red bricks', tags: ['brand', 'q4'] },
      { keyword: 'grout', tags: ['q4'] },
    ]);
  });

  it('reads back the export: keyword, place and tags, the formula guard taken off', () => {
    const csv = "\uFEFFKeyword,Search engine,Location,Device,Tags,Rank\r\n'=cmd,google,us,desktop,a,4\r\n\"tiles, blue\",bing,gb,mobile,b; c,\r\nbad,altavista,us,desktop,,\r\n";
    expect(keywordsFromCsv(parseCsv(csv))).toEqual({
      items: [
        { keyword: '=cmd', tags: ['a'], engine: 'google', location: 'us', device: 'desktop' },
        { keyword: 'tiles, blue', tags: ['b', 'c'], engine: 'bing', location: 'gb', device: 'mobile' },
      ],
      problems: ['Line 4: “altavista” is not an engine, location or device we check.'],
    });
    expect(keywordsFromCsv(parseCsv('plain one\nplain two\n')).items.map((item) => item.keyword)).toEqual(['plain one', 'plain two']);
  });

  it('sends unplaced keywords as one cross product and placed ones where the file says', () => {
    const requests = addRequests([{ keyword: 'a', tags: [] }, { keyword: 'b', tags: ['x'], engine: 'yahoo', location: 'gb', device: 'desktop' }, { keyword: 'c', tags: [] }], choices, true);
    expect(requests).toEqual([
      { websiteUrl: 'example.com', keywords: [{ keyword: 'a', tags: [] }, { keyword: 'c', tags: [] }], searchEngines: ['google', 'bing'], locations: ['us'], devices: ['desktop', 'mobile'], tags: ['all'], intervalType: 'daily', dryRun: true },
      { websiteUrl: 'example.com', keywords: [{ keyword: 'b', tags: ['x'] }], searchEngines: ['yahoo'], locations: ['gb'], devices: ['desktop'], tags: ['all'], intervalType: 'daily', dryRun: true },
    ]);
  });

  it('splits a list larger than one request takes', () => {
    const many = Array.from({ length: 2600 }, (_, i) => ({ keyword: `k${i}`, tags: [] }));
    // 4 places a keyword: 1,000 keywords (4,000 queries) a request.
    expect(addRequests(many, choices, false).map((request) => request.keywords.length)).toEqual([1000, 1000, 600]);
  });
});
