import { describe, expect, it } from 'vitest';
import { createAddressPolicy, isPublicAddress, parseAddress, parseAllowList } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
    '255.255.255.255', '::1', '::', 'fd00::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1',
    '::ffff:10.0.0.1', '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1',
    // The deprecated IPv4-compatible ::/96, in hex and in the dotted form Node prints it in: all of it, even
    // around a public IPv4 address.
    '::7f00:1', '::127.0.0.1', '::a9fe:a9fe', '::169.254.169.254', '::a00:1', '::0.0.0.2', '::808:808', '::8.8.8.8',
    '::ffff', '::1:0',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(parseAddress(address))).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '::1:0:0:0'])(
    'allows the public %s',
    (address) => {
      expect(isPublicAddress(parseAddress(address))).toBe(true);
    },
  );
});

describe('parseAddress', () => {
  it('reads ::a.b.c.d as the IPv4-compatible address it is, not as the mapped ::ffff:a.b.c.d', () => {
    expect(parseAddress('::127.0.0.1').toNormalizedString()).toBe('0:0:0:0:0:0:7f00:1');
    expect(parseAddress('::ffff:127.0.0.1').toNormalizedString()).toBe('0:0:0:0:0:ffff:7f00:1');
    expect(parseAddress('127.0.0.1').toString()).toBe('127.0.0.1');
  });
});

describe('createAddressPolicy', () => {
  it('lets named hosts and ranges through for tests and intranets, nothing else that is private', () => {
    const policy = createAddressPolicy(['hooks.intranet', '10.20.0.0/16', '127.0.0.1', '[::1]']);
    expect(policy.allows('10.9.9.9', 'HOOKS.intranet')).toBe(true);
    expect(policy.allows('10.20.3.4', 'other.example')).toBe(true);
    expect(policy.allows('::ffff:10.20.3.4', 'other.example')).toBe(true);
    expect(policy.allows('127.0.0.1', 'x.example')).toBe(true);
    expect(policy.allows('::1', 'x.example')).toBe(true);
    expect(policy.allows('10.21.0.1', 'other.example')).toBe(false);
    expect(policy.allows('192.168.0.1', 'other.example')).toBe(false);
    expect(policy.allows('not an address', 'other.example')).toBe(false);
  });

  it('refuses an IPv4-compatible address that the allowed IPv4 address does not name', () => {
    const policy = createAddressPolicy(['127.0.0.1']);
    for (const address of ['::127.0.0.1', '::7f00:1', '::8.8.8.8']) expect(policy.allows(address, address), address).toBe(false);
  });

  it('refuses an allow-list entry that is neither a host nor an address', () => {
    expect(() => parseAllowList(['http://x'])).toThrow(/neither a host name/);
    expect(() => parseAllowList(['10.0.0.0/99'])).toThrow();
  });
});
