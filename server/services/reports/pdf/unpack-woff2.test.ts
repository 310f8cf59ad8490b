import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { faceFile, faceFor } from './font-faces';
import { unpackWoff2 } from './unpack-woff2';

const TRUETYPE = '00010000';

describe('unpackWoff2', () => {
  it('unpacks several faces at once, each to its own TrueType bytes', async () => {
    const samples = [['a', 400], ['ж', 700], ['北', 400], ['天', 700]] as const;
    const files = samples.map(([char, weight]) => faceFile(faceFor(char.codePointAt(0) ?? 0), weight));
    const woff2 = await Promise.all(files.map((file) => readFile(file)));
    const together = await Promise.all(woff2.map((bytes) => unpackWoff2(bytes)));
    for (const [index, bytes] of woff2.entries()) {
      const alone = await unpackWoff2(bytes);
      expect(alone.subarray(0, 4).toString('hex')).toBe(TRUETYPE);
      expect(together[index]?.equals(alone), files[index]).toBe(true);
    }
    expect(new Set(together.map((bytes) => bytes.length)).size).toBe(files.length);
  });

  it('rejects bytes that are not WOFF2, and keeps working after', async () => {
    await expect(unpackWoff2(new Uint8Array([1, 2, 3, 4]))).rejects.toThrow();
    const latin = await readFile(faceFile(faceFor(0x61), 400));
    expect((await unpackWoff2(latin)).subarray(0, 4).toString('hex')).toBe(TRUETYPE);
  });
});
