import { Marked, TextRenderer, type Tokens } from 'marked';
import { escapeHtml as escapeAttribute } from '../../core/text/escape-html';

/** A heading of a rendered document, for tables of contents and in-page links. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  /** Words of running text, for reading times. */
  words: number;
}

/** "Why ranks differ?" → "why-ranks-differ": stable anchors for headings. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}


/**
 * Markdown of content/ to HTML. The rules of content/README.md are enforced here, so a file that breaks one
 * fails the build with its reason: no raw HTML (the page is inserted as trusted markup), no images, no `#`
 * heading (the page draws the title as its h1), links either root paths or https URLs.
 */
export function renderMarkdown(source: string, file: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const usedIds = new Map<string, number>();
  // Tables are named by the heading above them (a second one under the same heading by its number), so each
  // scrollable region says what it holds and no two share a name.
  let tablesUnderHeading = 0;
  const fail = (reason: string): never => {
    throw new Error(`${file}: ${reason}`);
  };
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => fail(`raw HTML is not allowed (${text.trim().slice(0, 40)})`),
      image: ({ href }: Tokens.Image) => fail(`images are not allowed (${href})`),
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens, new TextRenderer());
        if (depth === 1) fail(`"# ${text}": sections start at ##, the page's title is its h1`);
        const base = slugify(text) || 'section';
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        headings.push({ depth, id, text });
        tablesUnderHeading = 0;
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const internal = href.startsWith('/') && !href.startsWith('//');
        if (!internal && !href.startsWith('https://') && !href.startsWith('mailto:')) {
          fail(`link "${href}" must be a root path (/pricing) or an https:// URL`);
        }
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
        const external = internal ? '' : ' rel="noopener noreferrer"';
        return `<a href="${escapeAttribute(href)}"${titleAttribute}${external}>${this.parser.parseInline(tokens)}</a>`;
      },
      // Wide tables scroll inside their own box on narrow screens instead of widening the page; the box is a
      // focusable region (keyboard users can scroll it), named for what it holds.
      table(token: Tokens.Table) {
        const inner = marked.Renderer.prototype.table.call(this, token);
        tablesUnderHeading += 1;
        const heading = headings.at(-1)?.text;
        const columns = token.header.map((cell) => this.parser.parseInline(cell.tokens, new TextRenderer())).join(', ');
        const name = heading ? (tablesUnderHeading === 1 ? heading : `${heading} (table ${tablesUnderHeading})`) : `Table: ${columns}`;
        return `<div class="prose-table" role="region" aria-label="${escapeAttribute(name)}" tabindex="0">${inner}</div>\n`;
      },
    },
  });
  let html: string;
  try {
    html = marked.parse(source, { silent: false }) as string;
  } catch (error) {
    // marked appends a plea to report its own bugs; these are the writer's, with the reason first.
    throw new Error(String(error instanceof Error ? error.message : error).replace(/\s*Please report this.*$/s, ''));
  }
  const text = html.replace(/<[^>]+>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html, headings, words };
}

/** Minutes to read at 220 words a minute, never under one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}
