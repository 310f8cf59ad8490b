import { describe, expect, it } from 'vitest';
import { bellLabel, unreadBadgeText } from './unread-badge';

describe('unread badge', () => {
  it.each([
    [undefined, null, 'Notifications'],
    [0, null, 'Notifications'],
    [1, '1', 'Notifications, 1 unread'],
    [9, '9', 'Notifications, 9 unread'],
    [10, '9+', 'Notifications, 10 unread'],
    [250, '9+', 'Notifications, 250 unread'],
  ])('%s unread: badge %s, bell named %s', (count, badge, label) => {
    expect(unreadBadgeText(count)).toBe(badge);
    expect(bellLabel(count)).toBe(label);
  });
});
