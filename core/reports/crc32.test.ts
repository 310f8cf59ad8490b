import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('crc32', () => {
  it.each<[string, Uint8Array, number]>([
    ['nothing', new Uint8Array(0), 0],
    // The standard check value of CRC-32/ISO-HDLC.
    ['"123456789"', ascii('123456789'), 0xcbf43926],
    // Every PNG ends with this chunk: the CRC of its type and empty data.
    ['"IEND"', ascii('IEND'), 0xae426082],
    ['one zero byte', new Uint8Array([0]), 0xd202ef8d],
    ['four 0xff bytes', new Uint8Array([0xff, 0xff, 0xff, 0xff]), 0xffffffff],
  ])('of %s', (_name, bytes, expected) => {
    expect(crc32(bytes)).toBe(expected);
  });

  it('covers only the range asked for', () => {
    const bytes = ascii('xxIENDyy');
    expect(crc32(bytes, 2, 6)).toBe(0xae426082);
  });
});
