import { Parser } from 'htmlparser2';
import { robotsMetaSaysNoindex } from './robots-directives';
import { jsonLdTypes, schemaTypeName } from './structured-data';

/** What the HTML itself says, before addresses are resolved and lengths counted. */
export interface HtmlFacts {
  /** Text of the first <title> outside SVG, whitespace collapsed ('' when it is empty); null without one. */
  title: string | null;
  titleCount: number;
  metaDescription: string | null;
  viewport: string | null;
  h1: string[];
  h1Count: number;
  /** As written in the page; resolved later against the base URL. */
  canonicalHref: string | null;
  baseHref: string | null;
  robotsNoindex: boolean;
  lang: string | null;
  openGraph: { title: string | null; description: string | null; image: string | null; type: string | null };
  structuredDataTypes: string[];
  /** Reading stopped before the end of the page: it has more elements, or nests them deeper, than is read. */
  readStopped: 'elements' | 'nesting' | null;
}

const MAX_H1 = 5;
/**
 * Elements read at most. Large real pages have a few thousand (a long shop category page ~15,000); a page far
 * past this is read up to here, which keeps a hostile page's cost bounded.
 */
export const MAX_ELEMENTS = 50_000;
/**
 * Open elements at most, as Chromium's parser caps the tree depth at 512. htmlparser2 keeps its open-element
 * stack with unshift/indexOf, so its cost grows with the square of the depth: a 2 MB page of nested <div>s would
 * otherwise take minutes to read.
 */
export const MAX_DEPTH = 512;
const MAX_TYPES = 20;

/** Whitespace as a browser renders text: runs of ASCII whitespace become one space (a no-break space stays). */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\t\n\f\r ]+/gu, ' ').trim();
}

function nonEmpty(value: string | undefined): string | null {
  if (value === undefined) return null;
  const collapsed = collapseWhitespace(value);
  return collapsed === '' ? null : collapsed;
}

const OPEN_GRAPH_FIELDS = new Map<string, keyof HtmlFacts['openGraph']>([
  ['og:title', 'title'],
  ['og:description', 'description'],
  ['og:image', 'image'],
  ['og:image:url', 'image'],
  ['og:type', 'type'],
]);

/**
 * Reads the on-page facts in one pass of htmlparser2's streaming `Parser`: the callbacks keep only the few
 * values we need, so a 2 MB page costs no DOM tree in memory, and the parser copes with broken or cut-off
 * HTML the way the fetch's size cap leaves it (open elements are closed at the end of input). Reading stops at
 * MAX_ELEMENTS elements or MAX_DEPTH open ones (`readStopped` says which); what was read by then counts.
 */
export function readHtmlFacts(html: string): HtmlFacts {
  const facts: HtmlFacts = {
    title: null,
    titleCount: 0,
    metaDescription: null,
    viewport: null,
    h1: [],
    h1Count: 0,
    canonicalHref: null,
    baseHref: null,
    robotsNoindex: false,
    lang: null,
    openGraph: { title: null, description: null, image: null, type: null },
    structuredDataTypes: [],
    readStopped: null,
  };
  const types: string[] = [];
  let elements = 0;
  let depth = 0;
  let svgDepth = 0;
  let title: string | null = null; // text of the <title> being read
  let h1Depth = 0;
  let h1Text = '';
  let jsonLd: string | null = null; // text of the JSON-LD <script> being read
  let rawTextDepth = 0; // inside <script>/<style>, whose text is not page text

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        elements++;
        depth++;
        if (elements > MAX_ELEMENTS || depth > MAX_DEPTH) {
          facts.readStopped = elements > MAX_ELEMENTS ? 'elements' : 'nesting';
          parser.pause(); // the tokenizer stops after this tag; nothing further is read
          return;
        }
        if (name === 'svg') svgDepth++;
        if (svgDepth > 0) return; // an SVG <title> is a tooltip for the drawing, not the page's title
        switch (name) {
          case 'html':
            facts.lang ??= nonEmpty(attribs.lang ?? attribs['xml:lang']);
            break;
          case 'title':
            facts.titleCount++;
            if (facts.titleCount === 1) title = '';
            break;
          case 'base':
            facts.baseHref ??= nonEmpty(attribs.href);
            break;
          case 'link':
            if (
              facts.canonicalHref === null &&
              (attribs.rel ?? '').toLowerCase().split(/[\t\n\f\r ]+/u).includes('canonical')
            ) {
              facts.canonicalHref = nonEmpty(attribs.href);
            }
            break;
          case 'meta':
            readMeta(attribs);
            break;
          case 'h1':
            if (h1Depth === 0) {
              facts.h1Count++;
              h1Text = '';
            }
            h1Depth++;
            break;
          case 'img':
            // An image heading (a logo) reads as its alt text, as search engines read it.
            if (h1Depth > 0 && attribs.alt) h1Text += ` ${attribs.alt} `;
            break;
          case 'br':
            if (h1Depth > 0) h1Text += ' ';
            break;
          case 'script':
          case 'style':
            rawTextDepth++;
            if (name === 'script' && /^\s*application\/ld\+json\s*(?:;|$)/iu.test(attribs.type ?? '')) jsonLd = '';
            break;
        }
        const itemtype = attribs.itemtype;
        // Microdata items with `itemprop` are values of another item (an Offer inside a Product): only
        // top-level items are listed, as for JSON-LD.
        if (itemtype !== undefined && attribs.itemprop === undefined) {
          for (const url of itemtype.split(/[\t\n\f\r ]+/u)) {
            const type = url === '' ? null : schemaTypeName(url);
            if (type !== null) types.push(type);
          }
        }
      },
      ontext(text) {
        if (title !== null) title += text;
        if (jsonLd !== null) jsonLd += text;
        else if (h1Depth > 0 && rawTextDepth === 0) h1Text += text;
      },
      onclosetag(name) {
        depth = Math.max(0, depth - 1);
        if (name === 'svg' && svgDepth > 0) {
          svgDepth--;
          return;
        }
        if (svgDepth > 0) return;
        if (name === 'title' && title !== null) {
          facts.title = collapseWhitespace(title);
          title = null;
        } else if (name === 'h1' && h1Depth > 0) {
          h1Depth--;
          const text = collapseWhitespace(h1Text);
          if (h1Depth === 0 && text !== '' && facts.h1.length < MAX_H1) facts.h1.push(text);
        } else if (name === 'script' || name === 'style') {
          rawTextDepth = Math.max(0, rawTextDepth - 1);
          if (jsonLd !== null) types.push(...jsonLdTypes(jsonLd));
          jsonLd = null;
        }
      },
    },
    { decodeEntities: true },
  );

  function readMeta(attribs: Record<string, string>): void {
    const name = (attribs.name ?? '').trim().toLowerCase();
    const property = (attribs.property ?? '').trim().toLowerCase();
    const content = attribs.content ?? '';
    if (name === 'description') facts.metaDescription ??= nonEmpty(content);
    else if (name === 'viewport') facts.viewport ??= nonEmpty(content);
    else if ((name === 'robots' || name === 'googlebot') && robotsMetaSaysNoindex(content)) facts.robotsNoindex = true;
    // Open Graph names its fields with `property`; some sites write `name` instead, which Facebook reads too.
    const field = OPEN_GRAPH_FIELDS.get(property || name);
    if (field !== undefined) facts.openGraph[field] ??= nonEmpty(content);
  }

  parser.write(html);
  // A paused parser has stopped for good: ending it would read what is left of the buffered page.
  if (facts.readStopped === null) parser.end();
  facts.structuredDataTypes = [...new Set(types)].slice(0, MAX_TYPES);
  return facts;
}
