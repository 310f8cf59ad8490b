import type { OnPage } from '../../../contracts/seo-snapshot';
import { textLength } from '../../../core/seo/verdicts';
import { decodeBody, isHtml, parseContentType } from './decode-body';
import { readHtmlFacts } from './html-facts';
import { robotsHeaderSaysNoindex } from './robots-directives';
import { viewportIsMobileFriendly } from './viewport';

export interface FetchedPage {
  body: Buffer;
  contentType: string | null;
  headers: { xRobotsTag: string | null; contentLanguage: string | null };
  /** The address finally answered, after redirects: relative links resolve against it. */
  finalUrl: string;
  status: number;
  /** The body was cut at the fetch's size cap; what arrived is still read. */
  truncated: boolean;
  fetchedAt: Date;
}

/** An address from the page made absolute; null when it cannot be resolved. */
function resolve(href: string | null, base: string): string | null {
  if (href === null) return null;
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}

/** `Content-Language: de-DE, en` names the audience; its first language stands in for a missing `lang`. */
function headerLanguage(header: string | null): string | null {
  const first = header?.split(',')[0]?.trim();
  return first ? first : null;
}

/**
 * The on-page SEO facts of a fetched page (spec §3 "SEO data", §8 SEO panel). An answer that is not a web
 * page (an image, JSON, a PDF) gives no page facts and `isMobileFriendly: 'unknown'`; what its headers say
 * (X-Robots-Tag, Content-Language) still counts, since they apply to any file.
 */
export function extractOnPage(input: FetchedPage): OnPage {
  const { mime, charset } = parseContentType(input.contentType);
  const text = decodeBody(input.body, charset);
  const headerNoindex = robotsHeaderSaysNoindex(input.headers.xRobotsTag);
  const common = {
    finalUrl: input.finalUrl,
    status: input.status,
    truncated: input.truncated,
    fetchedAt: input.fetchedAt.toISOString(),
  };

  if (!isHtml(mime, text)) {
    return {
      ...common,
      title: null,
      titleLength: 0,
      titleCount: 0,
      metaDescription: null,
      metaDescriptionLength: 0,
      isMobileFriendly: 'unknown',
      viewport: null,
      h1: [],
      h1Count: 0,
      canonical: null,
      noindex: headerNoindex,
      language: headerLanguage(input.headers.contentLanguage),
      openGraph: { title: null, description: null, image: null, type: null },
      structuredDataTypes: [],
    };
  }

  const facts = readHtmlFacts(text);
  // Relative links resolve against <base href> when the page sets one, as browsers and crawlers resolve them.
  const base = resolve(facts.baseHref, input.finalUrl) ?? input.finalUrl;
  const title = facts.title === '' ? null : facts.title;
  return {
    ...common,
    title,
    titleLength: title === null ? 0 : textLength(title),
    titleCount: facts.titleCount,
    metaDescription: facts.metaDescription,
    metaDescriptionLength: facts.metaDescription === null ? 0 : textLength(facts.metaDescription),
    isMobileFriendly: viewportIsMobileFriendly(facts.viewport) ? 'yes' : 'no',
    viewport: facts.viewport,
    h1: facts.h1,
    h1Count: facts.h1Count,
    canonical: resolve(facts.canonicalHref, base),
    noindex: headerNoindex || facts.robotsNoindex,
    language: facts.lang ?? headerLanguage(input.headers.contentLanguage),
    openGraph: { ...facts.openGraph, image: resolve(facts.openGraph.image, base) },
    structuredDataTypes: facts.structuredDataTypes,
    ...(facts.readStopped ? { readStopped: facts.readStopped } : {}),
  };
}
