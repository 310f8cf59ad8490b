import { describe, expect, it } from 'vitest';
import { decodePunycode, hostToUnicode } from './host-to-unicode';

describe('hostToUnicode', () => {
  it.each([
    ['xn--bcher-kva.de', 'bücher.de'],
    ['www.xn--bcher-kva.de', 'www.bücher.de'],
    ['xn--e1afmkfd.xn--p1ai', 'пример.рф'],
    ['xn--fiqs8s.cn', '中国.cn'],
    ['xn--mnchen-3ya.de', 'münchen.de'],
    ['example.com', 'example.com'],
    ['xn--zz!.de', 'xn--zz!.de'],
  ])('%s -> %s', (ascii, unicode) => {
    expect(hostToUnicode(ascii)).toBe(unicode);
  });

  it('round-trips with the WHATWG URL punycode encoder', () => {
    for (const name of ['bücher.de', 'ñandú.com.ar', '日本語.jp', 'straße.de', 'ὀδυσσεύς.gr']) {
      const ascii = new URL(`http://${name}/`).hostname;
      expect(ascii).toMatch(/xn--/);
      expect(hostToUnicode(ascii)).toBe(name);
      expect(new URL(`http://${hostToUnicode(ascii)}/`).hostname).toBe(ascii);
    }
  });

  it('rejects malformed labels', () => {
    expect(decodePunycode('bcher-kv!')).toBeNull();
  });
});
