import { basename, dirname, relative, sep } from 'node:path';
import type { z } from 'zod';
import { parseContentFile } from '../../core/content/front-matter';
import { blogPostMeta, courseMeta, LESSON_FILE, lessonMeta, pageMeta, SLUG } from '../../core/content/schemas';
import { readingMinutes, renderMarkdown, slugify } from './render-markdown';

/**
 * What one file under content/ compiles to. `meta` is what lists and the prerender need; the rest is the
 * page's body. content/README.md describes the files for writers.
 */
export type CompiledContent = { meta: Record<string, unknown> } & Record<string, unknown>;

function validate<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'frontmatter'}: ${issue.message}`);
  throw new Error(`${file}: bad frontmatter (content/README.md has the rules)\n  ${problems.join('\n  ')}`);
}

/** Splits Markdown at headings of one level: the text before the first, then [heading, body] pairs. */
function splitAt(source: string, marker: '## ' | '### '): { intro: string; sections: { title: string; body: string }[] } {
  const sections: { title: string; body: string }[] = [];
  let intro = '';
  for (const line of source.split(/\r?\n/)) {
    if (line.startsWith(marker)) sections.push({ title: line.slice(marker.length).trim(), body: '' });
    else if (sections.length > 0) sections[sections.length - 1]!.body += `${line}\n`;
    else intro += `${line}\n`;
  }
  return { intro, sections };
}

function compileFaq(body: string, file: string) {
  const groups = splitAt(body, '## ').sections.map((group) => {
    const items = splitAt(group.body, '### ').sections.map((item) => {
      if (!item.title.endsWith('?')) throw new Error(`${file}: "### ${item.title}" should be a question ending in "?"`);
      const answer = renderMarkdown(item.body, file);
      if (answer.words === 0) throw new Error(`${file}: "${item.title}" has no answer`);
      return { question: item.title, id: slugify(item.title), html: answer.html, text: answer.html.replace(/<[^>]+>/g, ' ') };
    });
    if (items.length === 0) throw new Error(`${file}: the group "${group.title}" has no ### questions`);
    return { title: group.title, id: slugify(group.title), items };
  });
  if (groups.length === 0) throw new Error(`${file}: no ## groups of questions`);
  return groups;
}

const RELEASE = /^(\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2})$/;

function checkReleases(body: string, file: string) {
  const releases = splitAt(body, '## ').sections.map(({ title }) => {
    const match = RELEASE.exec(title);
    if (!match) throw new Error(`${file}: "## ${title}" should read "## <version> — <YYYY-MM-DD>"`);
    return { version: match[1]!, date: match[2]! };
  });
  releases.forEach((release, index) => {
    const older = releases[index + 1];
    if (older && older.date > release.date) throw new Error(`${file}: ${release.version} is listed above the newer ${older.version}`);
  });
  return releases;
}

/** Compiles one Markdown file of content/ by where it lives (the kinds of content/README.md). */
export function compileContent(source: string, absolutePath: string, contentRoot: string): CompiledContent {
  const file = relative(contentRoot, absolutePath).split(sep).join('/');
  const { data, body } = parseContentFile(source);
  const [area, ...rest] = file.split('/');
  const name = basename(file, '.md');

  if (area === 'blog' && rest.length === 1) {
    if (!SLUG.test(name)) throw new Error(`${file}: the file name must be a slug (lowercase words joined by -)`);
    const meta = validate(blogPostMeta, data, file);
    const rendered = renderMarkdown(body, file);
    return { meta: { ...meta, slug: name, readingMinutes: readingMinutes(rendered.words) }, html: rendered.html, headings: rendered.headings };
  }
  if (area === 'pages' && rest.length === 1) {
    const meta = validate(pageMeta, data, file);
    if (name === 'faq') return { meta: { ...meta, slug: name }, groups: compileFaq(body, file) };
    const rendered = renderMarkdown(body, file);
    const releases = name === 'changelog' ? checkReleases(body, file) : undefined;
    return { meta: { ...meta, slug: name }, html: rendered.html, headings: rendered.headings, ...(releases ? { releases } : {}) };
  }
  if (area === 'courses' && rest.length === 2) {
    const course = basename(dirname(absolutePath));
    if (!SLUG.test(course)) throw new Error(`${file}: the course folder must be a slug`);
    if (name === 'course') {
      const meta = validate(courseMeta, data, file);
      return { meta: { ...meta, slug: course }, html: renderMarkdown(body, file).html };
    }
    const match = LESSON_FILE.exec(`${name}.md`);
    if (!match) throw new Error(`${file}: a lesson file is named NN-<slug>.md`);
    const meta = validate(lessonMeta, data, file);
    const rendered = renderMarkdown(body, file);
    return { meta: { ...meta, course, slug: match[2]!, position: Number(match[1]) }, html: rendered.html, headings: rendered.headings };
  }
  throw new Error(`${file}: not a kind of content this site knows (content/README.md lists them)`);
}
