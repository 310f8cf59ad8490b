import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, type CsvValue } from './csv';

describe('csvCell', () => {
  it.each<[CsvValue, string, string]>([
    ['plain', 'plain', 'plain text unchanged'],
    ['', '', 'empty text'],
    [null, '', 'null is an empty cell'],
    [undefined, '', 'undefined is an empty cell'],
    [0, '0', 'zero'],
    [42, '42', 'number'],
    [-3, '-3', 'a negative number is a number, not a formula'],
    ['a,b', '"a,b"', 'comma quoted'],
    ['say "hi"', '"say ""hi"""', 'quotes doubled'],
    ['line\nbreak', '"line\nbreak"', 'LF quoted'],
    ['line\r\nbreak', '"line\r\nbreak"', 'CRLF quoted'],
    ['=1+1', "'=1+1", '= neutralised'],
    ['+1', "'+1", '+ neutralised'],
    ['-1', "'-1", '- neutralised'],
    ['@SUM(A1)', "'@SUM(A1)", '@ neutralised'],
    ['\tcmd', "'\tcmd", 'tab neutralised'],
    ['\rcmd', '"\'\rcmd"', 'CR neutralised and quoted'],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"', 'formula with quotes: apostrophe, then quoted'],
    ['a=b', 'a=b', '= inside is harmless'],
    ['кроссовки, купить', '"кроссовки, купить"', 'non-Latin kept as is'],
    ['跑鞋', '跑鞋', 'CJK'],
  ])('%j -> %j (%s)', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
