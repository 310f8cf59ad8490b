import { describe, expect, it } from 'vitest';
import { decodeWindows1252 } from './windows-1252';

describe('decodeWindows1252', () => {
  it.each<[number[], string]>([
    [[0x80], '€'],
    [[0x85], '…'],
    [[0x91, 0x92, 0x93, 0x94], '‘’“”'],
    [[0x96, 0x97], '–—'],
    [[0x99], '™'],
    [[0x9f], 'Ÿ'],
    [[0x81, 0x8d], '\u0081\u008d'], // undefined in windows-1252: kept as their C1 codes
    [[0x43, 0x61, 0x66, 0xe9, 0xff], 'Caféÿ'],
  ])('%j -> %j', (bytes, text) => {
    expect(decodeWindows1252(Uint8Array.from(bytes))).toBe(text);
  });
});
