import { describe, expect, it } from 'vitest';
import type { Achievement } from '../../../../contracts/achievement';
import { displayOrder } from './display-order';

const achievement = (code: string, unlockedAt: string | null = null): Achievement => ({
  code,
  name: code,
  description: '',
  category: 'c',
  unlocked: unlockedAt !== null,
  unlockedAt,
  progress: unlockedAt ? 100 : 0,
});

describe('displayOrder', () => {
  it('puts the unlocked ones first, newest first, then the locked ones in category and name order', () => {
    const older = achievement('older', '2026-11-01T00:00:00.000Z');
    const newer = achievement('newer', '2026-11-20T00:00:00.000Z');
    const list = { achievements: [achievement('a'), older, achievement('b'), newer], unlocked: [newer, older] };
    expect(displayOrder(list).map((a) => a.code)).toEqual(['newer', 'older', 'a', 'b']);
  });

  it('is the category and name order when nothing is unlocked yet', () => {
    expect(displayOrder({ achievements: [achievement('a'), achievement('b')], unlocked: [] }).map((a) => a.code)).toEqual(['a', 'b']);
  });
});
