// @vitest-environment node
// The build renders the public pages in Node, where there is no window: test it there.
import { describe, expect, it } from 'vitest';
import { posts } from '../content/blog';
import { renderPage } from './render-page';

describe('renderPage', () => {
  it('renders the first screen of the guest home (hero, checker) and the footer, without scripts', async () => {
    const html = await renderPage('http://localhost', '/');
    expect(html).toContain('Simple. Accurate. Fast.');
    expect(html).toContain('Start Tracking Now');
    expect(html).toContain('id="rank-checker"');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('All rights reserved');
    expect(html).not.toMatch(/<script/i);
    // The sections below the first screen come once the page is hydrated.
    expect(html).not.toContain('features-title');
    expect(html).not.toContain('testimonials-title');
  });

  it('renders a lazily loaded page with its content (a blog post, read by its loader)', async () => {
    const post = posts[0]!;
    const html = await renderPage('http://localhost', `/blog/${post.slug}`);
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(post.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(html).toContain('class="prose');
    expect(html).toContain('min read');
  });

  it('renders the FAQ with its questions and an unknown post as the 404 page', async () => {
    expect(await renderPage('http://localhost', '/faq')).toMatch(/<summary[^>]*>[^<]+\?/);
    expect(await renderPage('http://localhost', '/blog/no-such-post')).toContain('Page Not Found');
  });
});
