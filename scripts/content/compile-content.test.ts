import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from './compile-content';

const root = resolve('content');
const file = (path: string) => join(root, path);
const post = (frontmatter: string, body = 'Some text here.') => `---\n${frontmatter}\n---\n${body}\n`;
const GOOD_POST = [
  'title: A post about ranks',
  'description: A description of the post that is long enough to be a real meta description.',
  'date: 2026-11-22',
  'author: Rank Checker team',
  'tags: [ranks]',
].join('\n');

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* markdownFiles(path);
    else if (entry.endsWith('.md') && path !== join(root, 'README.md')) yield path;
  }
}

describe('compileContent', () => {
  it('compiles every file under content/ (the build would fail on the first bad one)', () => {
    const files = [...markdownFiles(root)];
    expect(files.length).toBeGreaterThan(20);
    for (const path of files) expect(() => compileContent(readFileSync(path, 'utf8'), path, root), path).not.toThrow();
  });

  it('gives a post its slug and reading time, and headings their anchors', () => {
    const body = `## First part\n\n${'word '.repeat(660)}\n\n## First part\n`;
    const compiled = compileContent(post(GOOD_POST, body), file('blog/a-post.md'), root);
    expect(compiled.meta).toMatchObject({ slug: 'a-post', readingMinutes: 3, title: 'A post about ranks' });
    expect(compiled.html).toContain('<h2 id="first-part">');
    expect(compiled.html).toContain('<h2 id="first-part-2">');
  });

  it.each([
    ['raw HTML', '<b>bold</b>', /raw HTML/],
    ['an image', '![x](https://example.com/x.png)', /images/],
    ['a # heading', '# Title again', /sections start at ##/],
    ['an http link', '[x](http://example.com)', /root path/],
  ])('refuses %s in the body', (_name, body, reason) => {
    expect(() => compileContent(post(GOOD_POST, body), file('blog/a-post.md'), root)).toThrow(reason);
  });

  it('refuses bad frontmatter with the field named, and files that are no kind of content', () => {
    expect(() => compileContent(post(GOOD_POST.replace('date: 2026-11-22', 'date: 22/11/2026')), file('blog/a-post.md'), root)).toThrow(/date/);
    expect(() => compileContent(post(`${GOOD_POST}\nextra: 1`), file('blog/a-post.md'), root)).toThrow(/extra/);
    expect(() => compileContent(post(GOOD_POST), file('blog/Not_A_Slug.md'), root)).toThrow(/slug/);
    expect(() => compileContent(post(GOOD_POST), file('elsewhere/a.md'), root)).toThrow(/not a kind of content/);
  });

  const page = (body: string) => post('title: Questions\ndescription: A page description that is long enough to pass the rules here.\nupdated: 2026-11-24', body);

  it('splits the FAQ into groups of questions with their answers', () => {
    const compiled = compileContent(page('## Plans\n\n### Is it free?\n\nYes, **three** checks a day.\n\n### What is Pro?\n\nUnlimited.\n'), file('pages/faq.md'), root);
    expect(compiled.groups).toEqual([
      {
        title: 'Plans',
        id: 'plans',
        items: [
          expect.objectContaining({ question: 'Is it free?', id: 'is-it-free', html: '<p>Yes, <strong>three</strong> checks a day.</p>\n' }),
          expect.objectContaining({ question: 'What is Pro?', id: 'what-is-pro' }),
        ],
      },
    ]);
    expect(() => compileContent(page('## Plans\n\n### Is it free\n\nYes.'), file('pages/faq.md'), root)).toThrow(/question/);
    expect(() => compileContent(page('## Plans\n\n### Is it free?\n\n'), file('pages/faq.md'), root)).toThrow(/no answer/);
  });

  it('keeps the changelog newest first', () => {
    const ordered = '## 0.2.0 — 2026-11-24\n\nNew.\n\n## 0.1.0 — 2026-11-22\n\nFirst.\n';
    expect(compileContent(page(ordered), file('pages/changelog.md'), root).releases).toHaveLength(2);
    const reversed = '## 0.1.0 — 2026-11-22\n\nFirst.\n\n## 0.2.0 — 2026-11-24\n\nNew.\n';
    expect(() => compileContent(page(reversed), file('pages/changelog.md'), root)).toThrow(/newer 0.2.0/);
    expect(() => compileContent(page('## Version two\n\nNew.\n'), file('pages/changelog.md'), root)).toThrow(/<version> — <YYYY-MM-DD>/);
  });

  it('names a lesson by its file and orders it by its number', () => {
    const lesson = post('title: Search intent\ndescription: What the searcher wants, and how to read it from the results page itself.\nminutes: 5');
    expect(compileContent(lesson, file('courses/keyword-research/02-search-intent.md'), root).meta).toMatchObject({
      course: 'keyword-research',
      slug: 'search-intent',
      position: 2,
    });
    expect(() => compileContent(lesson, file('courses/keyword-research/search-intent.md'), root)).toThrow(/NN-<slug>/);
  });
});
