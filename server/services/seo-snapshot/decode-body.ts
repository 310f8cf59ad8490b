import { decodeWindows1252 } from './windows-1252';

/** The MIME type and charset parameter of a Content-Type header, both lower-cased. */
export function parseContentType(header: string | null): { mime: string | null; charset: string | null } {
  if (header === null) return { mime: null, charset: null };
  const [type = '', ...params] = header.split(';');
  const mime = type.trim().toLowerCase() || null;
  for (const param of params) {
    const match = /^\s*charset\s*=\s*"?([^";\s]+)"?/iu.exec(param);
    if (match?.[1]) return { mime, charset: match[1].toLowerCase() };
  }
  return { mime, charset: null };
}

function bomEncoding(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

/** A decoder for an encoding label, or null when no such encoding exists. */
function decoderFor(label: string): TextDecoder | null {
  try {
    // WHATWG labels: 'iso-8859-1', 'latin1' and 'ascii' all give windows-1252, as browsers decode them.
    return new TextDecoder(label.trim(), { fatal: false });
  } catch {
    return null;
  }
}

/**
 * The charset a `<meta charset>` or `<meta http-equiv="Content-Type" content="…; charset=…">` declares in
 * the first 1024 bytes: the window browsers pre-scan (HTML "prescan a byte stream to determine its
 * encoding"). Read as Latin-1 because every encoding a page may declare there is ASCII-compatible.
 */
function metaCharset(body: Uint8Array): string | null {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 1024)).toString('latin1');
  for (const tag of head.matchAll(/<meta\b[^>]*>/giu)) {
    const label = /charset\s*=\s*["']?\s*([^\s"';>/]+)/iu.exec(tag[0])?.[1]?.toLowerCase();
    if (!label) continue;
    // A UTF-16 page could not have been pre-scanned as ASCII, so the spec reads such a claim as UTF-8;
    // x-user-defined means windows-1252 here.
    if (label.startsWith('utf-16')) return 'utf-8';
    return label === 'x-user-defined' ? 'windows-1252' : label;
  }
  return null;
}

/**
 * The body as text, decoded the way a browser decides its encoding: a byte order mark, then the
 * Content-Type charset, then a meta charset in the first 1024 bytes, then UTF-8. The BOM comes first as in
 * the HTML encoding sniffing algorithm (browsers trust it over the header, which is more often wrong). An
 * unknown label is skipped; bytes that do not decode become U+FFFD rather than failing the page.
 */
export function decodeBody(body: Uint8Array, headerCharset: string | null): string {
  const bom = bomEncoding(body);
  const fromBom = bom ? decoderFor(bom) : null;
  if (fromBom) return decodeWith(fromBom, body);
  const fromHeader = headerCharset ? decoderFor(headerCharset) : null;
  if (fromHeader) return decodeWith(fromHeader, body);
  const meta = metaCharset(body);
  const fromMeta = meta ? decoderFor(meta) : null;
  return decodeWith(fromMeta ?? new TextDecoder('utf-8', { fatal: false }), body);
}

function decodeWith(decoder: TextDecoder, body: Uint8Array): string {
  // `encoding` is the canonical name, so this also catches 'iso-8859-1', 'latin1' and 'ascii'.
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(body) : decoder.decode(body);
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Starts the way an HTML document does: the patterns browsers use to sniff HTML served without a usable
 * type (WHATWG MIME Sniffing, "identifying a resource with an unknown MIME type"), plus `<meta`, which
 * opens many pages that leave out `<html>` and `<head>`.
 */
const HTML_START =
  /^[\t\n\f\r ]*(?:<!doctype\s+html[\s>]|<!--|<(?:html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|meta)[\s>/])/iu;

/** The answer is a web page: declared as HTML/XHTML, or its text starts like one whatever it was served as. */
export function isHtml(mime: string | null, text: string): boolean {
  return (mime !== null && HTML_TYPES.has(mime)) || HTML_START.test(text.slice(0, 512));
}
