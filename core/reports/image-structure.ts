/**
 * What reading an image file's structure (never its pixels) found: its size in pixels, or the first thing wrong
 * with it. `problem` is for logs and tests; people are told only that the image is damaged.
 */
export type ImageStructure<Details = object> =
  | ({ ok: true; width: number; height: number } & Details)
  | { ok: false; problem: string };

/** A failed read with its reason. */
export const malformed = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

/** The big-endian unsigned 16-bit number at `offset` (the caller checked it is in range). */
export const uint16 = (bytes: Uint8Array, offset: number): number => ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);

/** The big-endian unsigned 32-bit number at `offset` (the caller checked it is in range). */
export const uint32 = (bytes: Uint8Array, offset: number): number => uint16(bytes, offset) * 0x10000 + uint16(bytes, offset + 2);
