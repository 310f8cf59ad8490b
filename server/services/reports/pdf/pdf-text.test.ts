import { describe, expect, it } from 'vitest';
import { printable } from './pdf-text';

describe('printable', () => {
  it.each([
    ['running shoes', 'running shoes'],
    ['chaussures légères à €20 — “top”', 'chaussures légères à €20 — “top”'],
    ['Łódź bőr ștampilă', 'Łódź bőr ștampilă'],
    ['купить кроссовки', 'купить кроссовки'],
    ['跑步鞋 北京', '跑步鞋 北京'],
    ['tab\there\u0085 line\nbreak\r', 'tab here  line break '],
    ['bell\u0007 del\u007f', 'bell  del '],
  ])('%j -> %j', (input, expected) => {
    expect(printable(input)).toBe(expected);
  });
});
