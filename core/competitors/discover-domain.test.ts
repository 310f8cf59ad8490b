import { describe, expect, it } from 'vitest';
import { registrableDomainOf } from './discover-domain';

describe('registrableDomainOf', () => {
  it.each([
    ['https://www.rival.com/shoes', 'rival.com'],
    ['https://rival.com', 'rival.com'],
    ['HTTPS://WWW.Rival.COM/', 'rival.com'],
    ['https://shop.rival.com/x?y=1', 'rival.com'],
    ['rival.com', 'rival.com'],
    ['www.rival.co.uk/page', 'rival.co.uk'],
    ['https://alice.github.io/post', 'alice.github.io'],
    ['https://bücher.de/', 'xn--bcher-kva.de'],
    ['bücher.de', 'xn--bcher-kva.de'],
    // An engine's redirect wrapper counts for the site it leads to, never for the engine.
    ['https://www.google.com/url?q=https://www.rival.com/shoes&sa=U', 'rival.com'],
  ])('%s -> %s', (input, domain) => {
    expect(registrableDomainOf(input)).toBe(domain);
  });

  it.each(['', 'not a url', 'http://192.168.0.1/', 'https://localhost/', 'https://co.uk/', 'https://github.io/'])('%j has none', (input) => {
    expect(registrableDomainOf(input)).toBeNull();
  });
});
