import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it.each([
    ['plain rows', 'a,b\nc,d', [[1, ['a', 'b']], [2, ['c', 'd']]]],
    ['CRLF line ends', 'a,b\r\nc,d\r\n', [[1, ['a', 'b']], [2, ['c', 'd']]]],
    ['old Mac CR line ends', 'a\rb', [[1, ['a']], [2, ['b']]]],
    ['a byte order mark', '\uFEFFkeyword,location\nshoes,us', [[1, ['keyword', 'location']], [2, ['shoes', 'us']]]],
    ['empty and blank lines', '\n a \n\n , \r\nb\n', [[2, [' a ']], [5, ['b']]]],
    ['a quoted delimiter', '"shoes, running",us', [[1, ['shoes, running', 'us']]]],
    ['doubled quotes', '"the ""best"" shoes",gb', [[1, ['the "best" shoes', 'gb']]]],
    ['a line break inside quotes', '"two\nlines",us\nnext', [[1, ['two\nlines', 'us']], [3, ['next']]]],
    ['a CRLF inside quotes', '"two\r\nlines"\r\nnext', [[1, ['two\r\nlines']], [3, ['next']]]],
    ['an empty quoted cell', 'shoes,"",bing', [[1, ['shoes', '', 'bing']]]],
    ['spaces before a quote', 'a, "b,c"', [[1, ['a', 'b,c']]]],
    ['a quote inside an unquoted cell', 'it"s,us', [[1, ['it"s', 'us']]]],
    ['an unclosed quote (kept to the end)', '"open,x\ny', [[1, ['open,x\ny']]]],
    ['nothing', '', []],
  ])('reads %s', (_name, text, expected) => {
    expect(parseCsv(text).map((row) => [row.line, row.cells])).toEqual(expected);
  });

  it('reads semicolon files when the first line has semicolons and no commas', () => {
    expect(detectDelimiter('keyword;location\nshoes;us')).toBe(';');
    expect(detectDelimiter('keyword,location;x')).toBe(',');
    expect(parseCsv('\uFEFFkeyword;location\r\n"a;b";gb').map((row) => row.cells)).toEqual([
      ['keyword', 'location'],
      ['a;b', 'gb'],
    ]);
  });
});
