import { describe, expect, it } from 'vitest';
import { serpDisplayUrl } from './serp-display-url';

describe('serpDisplayUrl', () => {
  it.each<[string, string]>([
    ['https://www.example.com/', 'example.com'],
    ['https://example.com', 'example.com'],
    ['https://www.example.com/blog/post?utm_source=x#top', 'example.com › blog › post'],
    ['http://shop.example.com/a//b/', 'shop.example.com › a › b'],
    ['https://example.com:8443/x', 'example.com:8443 › x'],
    ['https://xn--bcher-kva.de/b%C3%BCcher', 'bücher.de › bücher'],
    ['https://example.com/100%/x', 'example.com › 100% › x'],
    ['example.com/blog', 'example.com › blog'],
    ['  ', ''],
    ['http://', 'http://'],
  ])('%j -> %j', (address, shown) => {
    expect(serpDisplayUrl(address)).toBe(shown);
  });
});
