import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links';

describe('socialLinks', () => {
  it('shows only the profiles the deployment set', () => {
    expect(socialLinks({})).toEqual([]);
    expect(socialLinks({ SOCIAL_X_URL: 'https://x.com/rank' })).toEqual([{ label: 'Rank Checker on X', short: 'X (Twitter)', href: 'https://x.com/rank' }]);
    expect(socialLinks({ SOCIAL_GITHUB_URL: 'https://github.com/rank', SOCIAL_X_URL: '' }).map((link) => link.short)).toEqual(['GitHub']);
  });

  it('never links anything but an https address', () => {
    expect(socialLinks({ SOCIAL_GITHUB_URL: 'javascript:alert(1)', SOCIAL_X_URL: 'http://x.com/rank' })).toEqual([]);
  });
});
