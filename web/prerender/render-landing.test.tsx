// @vitest-environment node
// The build renders the landing page in Node, where there is no window: test it there.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from './prerendered-attribute';
import { renderLanding } from './render-landing';

describe('renderLanding', () => {
  it('renders the first screen of the guest home (hero, checker) and the footer, inert and without scripts', async () => {
    const html = await renderLanding('http://localhost');
    expect(html.startsWith(`<div ${PRERENDERED_ATTRIBUTE} inert>`)).toBe(true);
    expect(html).toContain('Simple. Accurate. Fast.');
    expect(html).toContain('Start Tracking Now');
    expect(html).toContain('id="rank-checker"');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('All rights reserved');
    expect(html).not.toMatch(/<script/i);
    // The sections below the first screen come with the client's second render.
    expect(html).not.toContain('features-title');
    expect(html).not.toContain('testimonials-title');
  });
});
