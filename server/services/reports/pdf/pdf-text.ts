/**
 * Text as one line of the PDF can show it: control characters (tabs, line breaks, C1 codes) become spaces, since
 * every string is drawn on a single line and fonts have no glyph for them.
 */
export function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}
