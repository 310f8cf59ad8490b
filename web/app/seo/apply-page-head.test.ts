import { afterEach, describe, expect, it } from 'vitest';
import { posts } from '../../content/blog';
import { applyPageHead } from './apply-page-head';
import { HOME_DESCRIPTION } from './public-pages';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');

describe('applyPageHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it("gives a public page the title, description and canonical URL of its own HTML", () => {
    const post = posts[0]!;
    applyPageHead(`/blog/${post.slug}`, 'https://rank.example.com');
    expect(document.title).toContain(post.title);
    expect(description()).toBe(post.description);
    expect(canonical()).toBe(`https://rank.example.com/blog/${post.slug}`);
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content).toBe(`https://rank.example.com/blog/${post.slug}`);
  });

  it("leaves a signed-in page's own title, with the site's description and no canonical URL", () => {
    applyPageHead('/faq', 'https://rank.example.com');
    document.title = 'Dashboard — Rank Checker';
    applyPageHead('/dashboard', 'https://rank.example.com');
    expect(document.title).toBe('Dashboard — Rank Checker');
    expect(description()).toBe(HOME_DESCRIPTION);
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });
});
