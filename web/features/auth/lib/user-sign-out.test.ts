import { describe, expect, it } from 'vitest';
import { noteUserSignOut, userJustSignedOut } from './user-sign-out';

describe('userJustSignedOut', () => {
  it('is true for five seconds after a Logout, then false', () => {
    noteUserSignOut(1_000_000);
    expect(userJustSignedOut(1_000_000)).toBe(true);
    expect(userJustSignedOut(1_004_999)).toBe(true);
    expect(userJustSignedOut(1_005_000)).toBe(false);
  });
});
