import { describe, expect, it } from 'vitest';
import { expiryInstant, shareStatus } from './share-status';

const now = new Date('2026-03-15T12:00:00.000Z');

describe('shareStatus', () => {
  it.each([
    [{ expiresAt: null, revokedAt: null }, 'active'],
    [{ expiresAt: '2026-03-16T00:00:00.000Z', revokedAt: null }, 'active'],
    [{ expiresAt: '2026-03-15T12:00:00.000Z', revokedAt: null }, 'expired'],
    [{ expiresAt: '2026-03-01T00:00:00.000Z', revokedAt: null }, 'expired'],
    [{ expiresAt: '2026-03-01T00:00:00.000Z', revokedAt: '2026-02-01T00:00:00.000Z' }, 'revoked'],
    [{ expiresAt: null, revokedAt: '2026-03-10T00:00:00.000Z' }, 'revoked'],
  ] as const)('%o is %s', (share, status) => {
    expect(shareStatus(share, now)).toBe(status);
  });
});

describe('expiryInstant', () => {
  it('never expires, expires after 7 or 30 days, or at the end of the chosen local day', () => {
    expect(expiryInstant('never', '', now)).toBeNull();
    expect(expiryInstant('7', '', now)).toBe('2026-03-22T12:00:00.000Z');
    expect(expiryInstant('30', '', now)).toBe('2026-04-14T12:00:00.000Z');
    expect(expiryInstant('date', '2026-04-01', now)).toBe(new Date(2026, 3, 1, 23, 59, 59, 999).toISOString());
  });
});
