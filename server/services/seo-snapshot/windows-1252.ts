/**
 * What windows-1252 puts at bytes 0x80–0x9F, where it differs from ISO-8859-1 (WHATWG Encoding, index
 * windows-1252): curly quotes, dashes, € and so on. The five bytes it leaves undefined keep their C1 code.
 */
const HIGH_C1 = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f,
  0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
];

/**
 * Decodes windows-1252 ourselves: Node 20.18.3+ (and 22.13–24) send `TextDecoder('windows-1252')` down a
 * Latin-1 fast path that leaves 0x80–0x9F as invisible control characters, so a page's “quotes” vanish
 * (nodejs/node#56542, #60888). Every other byte is the Latin-1 code point.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/gu, (c) => String.fromCharCode(HIGH_C1[c.charCodeAt(0) - 0x80] ?? c.charCodeAt(0)));
}
