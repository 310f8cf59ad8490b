// RFC 3492 parameters for IDNA punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 22; // '0'..'9' -> 26..35
  if (code >= 65 && code <= 90) return code - 65; // 'A'..'Z'
  if (code >= 97 && code <= 122) return code - 97; // 'a'..'z'
  return BASE;
}

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return Math.floor(k + ((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** Decodes one punycode label (without the `xn--` prefix); null when it is malformed. */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const lastDash = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(lastDash, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let index = lastDash > 0 ? lastDash + 1 : 0;
  while (index < input.length) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (!Number.isSafeInteger(i) || !Number.isSafeInteger(w)) return null;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/**
 * Unicode form of an ASCII (punycode) host name, for display only: `xn--bcher-kva.de` -> `bücher.de`.
 * Written here because core also runs in the browser, where `node:url` and `node:punycode` do not exist.
 * A label that does not decode is kept as it is.
 */
export function hostToUnicode(asciiHost: string): string {
  return asciiHost
    .split('.')
    .map((label) => {
      if (!label.toLowerCase().startsWith('xn--')) return label;
      return decodePunycode(label.slice(4)) ?? label;
    })
    .join('.');
}
