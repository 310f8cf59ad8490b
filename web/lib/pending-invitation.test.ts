import { afterEach, describe, expect, it } from 'vitest';
import { savePendingInvitation, takePendingInvitation } from './pending-invitation';

const NOW = new Date('2026-06-01T10:00:00Z');
const DAY = 86_400_000;

describe('the invitation kept across sign-up', () => {
  afterEach(() => window.localStorage.clear());

  it('is given back once, within the 7 days its link works', () => {
    savePendingInvitation('tok', NOW);
    expect(window.localStorage.getItem('pendingInvitation')).not.toBeNull();
    expect(takePendingInvitation(new Date(NOW.getTime() + 6 * DAY))).toBe('tok');
    expect(takePendingInvitation(NOW)).toBeNull();
    expect(window.localStorage.getItem('pendingInvitation')).toBeNull();
  });

  it('is forgotten when older than its link, or unreadable', () => {
    savePendingInvitation('tok', NOW);
    expect(takePendingInvitation(new Date(NOW.getTime() + 8 * DAY))).toBeNull();
    window.localStorage.setItem('pendingInvitation', '{not json');
    expect(takePendingInvitation(NOW)).toBeNull();
  });
});
