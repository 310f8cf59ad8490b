import { describe, expect, it } from 'vitest';
import { serpLimits } from './serp-limits';

describe('serpLimits', () => {
  it('uses Google widths for Google and the engines with no cited widths, Bing widths for Yahoo', () => {
    expect(serpLimits('google', 'desktop')).toEqual({ title: { maxPx: 600, fontPx: 20 }, description: { maxPx: 920, fontPx: 14 } });
    expect(serpLimits('google', 'mobile').description).toEqual({ maxPx: 680, fontPx: 14 });
    expect(serpLimits('bing', 'desktop').title.maxPx).toBe(650);
    expect(serpLimits('yahoo', 'desktop')).toEqual(serpLimits('bing', 'desktop'));
    expect(serpLimits('baidu', 'desktop')).toEqual(serpLimits('google', 'desktop'));
  });
});
