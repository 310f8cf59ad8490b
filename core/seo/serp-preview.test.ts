import { describe, expect, it } from 'vitest';
import { textWidthPx } from './arial-widths';
import { SERP_ELLIPSIS, cutToWidth, serpPreview } from './serp-preview';

const LONG_TITLE = 'The Complete Guide to Choosing Running Shoes for Trail, Road and Track Racing in Every Season';

describe('cutToWidth', () => {
  it('leaves a text that fits untouched', () => {
    expect(cutToWidth('Running Shoes  for Women', 600, 20)).toEqual({ text: 'Running Shoes  for Women', cut: false });
  });

  it('cuts a long title below the limit, after a whole word, ending with the ellipsis', () => {
    const { text, cut } = cutToWidth(LONG_TITLE, 600, 20);
    expect(cut).toBe(true);
    expect(text.endsWith(SERP_ELLIPSIS)).toBe(true);
    expect(textWidthPx(text, 20)).toBeLessThanOrEqual(600);
    const kept = text.slice(0, -SERP_ELLIPSIS.length);
    expect(LONG_TITLE.startsWith(kept)).toBe(true);
    expect(LONG_TITLE[kept.length]).toBe(' ');
    // The next word would not have fitted.
    const nextWord = LONG_TITLE.slice(0, LONG_TITLE.indexOf(' ', kept.length + 1));
    expect(textWidthPx(nextWord + SERP_ELLIPSIS, 20)).toBeGreaterThan(600);
  });

  it('cuts wide letters sooner than narrow ones', () => {
    const wide = cutToWidth('W'.repeat(100), 600, 20);
    const narrow = cutToWidth('i'.repeat(200), 600, 20);
    expect(wide.cut && narrow.cut).toBe(true);
    // One word wider than the line is cut inside it.
    expect(wide.text).toBe(`${'W'.repeat(30)}${SERP_ELLIPSIS}`);
    expect(narrow.text).toBe(`${'i'.repeat(130)}${SERP_ELLIPSIS}`);
  });

  it('drops a separator left dangling before the ellipsis', () => {
    // "… Sale |" fits with the ellipsis, "… Sale | Example" does not.
    const { text } = cutToWidth('Running Shoes for Every Runner and Every Budget Sale | Example Sports Shop', 600, 20);
    expect(text).toBe(`Running Shoes for Every Runner and Every Budget Sale${SERP_ELLIPSIS}`);
  });

  it('cuts CJK text between any two characters', () => {
    const title = '東京のホテル予約なら最安値保証の公式サイトで今すぐ比較して賢くお得に泊まろう';
    const { text, cut } = cutToWidth(title, 600, 20);
    expect(cut).toBe(true);
    // (600 - 22.24 px of ellipsis) / 20 px a character = 28 characters
    expect(text).toBe(`${title.slice(0, 28)}${SERP_ELLIPSIS}`);
  });

  it('never splits an emoji', () => {
    // A run of emoji is one word, so it is cut inside: between emoji, never between their surrogate halves.
    const { text, cut } = cutToWidth('👟'.repeat(40), 600, 20);
    expect(cut).toBe(true);
    expect(/\p{Cs}/u.test(text)).toBe(false); // no lone surrogate half
    expect(text).toBe(`${'👟'.repeat(28)}${SERP_ELLIPSIS}`);
    // A family emoji joined by zero-width joiners stays whole too.
    const family = cutToWidth(`${'i'.repeat(125)}👨‍👩‍👧 more`, 600, 20);
    expect(family.text).toBe(`${'i'.repeat(125)}👨‍👩‍👧${SERP_ELLIPSIS}`);
  });

  it('shows only the ellipsis when not even one character fits', () => {
    expect(cutToWidth('Wide', 10, 20)).toEqual({ text: '...', cut: true });
  });
});

describe('serpPreview', () => {
  const description =
    'Compare trail, road and track running shoes from every major brand, read tested reviews from runners like you, and find the right pair for your stride, your budget and the season ahead.';

  it('cuts the description sooner on a phone than on a desktop', () => {
    const base = { engine: 'google' as const, title: 'Running Shoes', description, url: 'https://www.example.com/shoes/running?ref=x' };
    const desktop = serpPreview({ ...base, device: 'desktop' });
    const mobile = serpPreview({ ...base, device: 'mobile' });
    expect(desktop.title).toEqual({ text: 'Running Shoes', cut: false });
    expect(desktop.displayUrl).toBe('example.com › shoes › running');
    expect(desktop.description?.cut).toBe(true);
    expect(mobile.description?.cut).toBe(true);
    expect(mobile.description!.text.length).toBeLessThan(desktop.description!.text.length);
    expect(textWidthPx(mobile.description!.text, 14)).toBeLessThanOrEqual(680);
  });

  it('collapses whitespace, shows the host when there is no title and no description when there is none', () => {
    expect(
      serpPreview({ engine: 'bing', device: 'desktop', title: '  Running\n  Shoes ', description: '   ', url: 'https://example.com/' }),
    ).toEqual({ title: { text: 'Running Shoes', cut: false }, description: null, displayUrl: 'example.com' });
    expect(
      serpPreview({ engine: 'google', device: 'mobile', title: null, description: null, url: 'https://www.example.com/a' }).title,
    ).toEqual({ text: 'example.com', cut: false });
  });
});
