import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../../testing/fake-api';
import { notificationCheck } from './notification-check';

describe('notificationCheck', () => {
  it('is the check behind a rank alert', () => {
    const alert = makeNotification({ keyword: 'trail shoes', websiteUrl: 'example.com', searchEngine: 'bing', location: 'de', device: 'mobile' });
    expect(notificationCheck(alert)).toEqual({
      keyword: 'trail shoes',
      websiteUrl: 'example.com',
      searchEngine: 'bing',
      location: 'de',
      device: 'mobile',
      competitorUrls: [],
    });
  });

  it.each([
    ['no keyword', { keyword: null }],
    ['a blank keyword', { keyword: '  ' }],
    ['no site', { websiteUrl: null }],
    ['no engine', { searchEngine: null }],
    ['no location', { location: null }],
    ['an unknown location', { location: 'atlantis' }],
    ['no device', { device: null }],
  ])('has none with %s', (_, overrides) => {
    expect(notificationCheck(makeNotification(overrides))).toBeNull();
  });
});
