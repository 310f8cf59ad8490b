import { describe, expect, it } from 'vitest';
import { locationName, queryLabel } from './query-label';

describe('queryLabel', () => {
  it.each([
    [{ engine: 'google', location: 'us', device: 'desktop' }, 'Google · United States'],
    [{ engine: 'bing', location: 'gb', device: 'mobile' }, 'Bing · United Kingdom · Mobile'],
    [{ engine: 'yandex', location: 'xx', device: 'desktop' }, 'Yandex · XX'],
  ] as const)('%o reads %s', (query, label) => {
    expect(queryLabel(query)).toBe(label);
  });

  it('names a known location and keeps an unknown code as stored', () => {
    expect(locationName('de')).toBe('Germany');
    expect(locationName('zz-old')).toBe('ZZ-OLD');
  });
});
