import { describe, expect, it } from 'vitest';
import { achievementNotificationText } from './achievement-text';

describe('achievementNotificationText', () => {
  it('names the achievement in the title and says what was achieved', () => {
    expect(
      achievementNotificationText({ name: 'Top 10 Elite', description: 'One of your sites in the top 10 for a keyword.' }),
    ).toEqual({ title: 'Achievement unlocked: Top 10 Elite', message: 'One of your sites in the top 10 for a keyword.' });
  });
});
