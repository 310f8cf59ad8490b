/**
 * A light comparable form of a website as typed — lower case, without scheme, `www.`, trailing dots or
 * slashes — so "https://www.Rival.com/" and the stored "rival.com" compare equal. For the browser, where the
 * full parse (core/ranking parseTarget and its Public Suffix List) would weigh down the checker's page; the
 * server stores and compares the parsed display form.
 * @example siteKey('HTTPS://www.Rival.com/') // 'rival.com'
 */
export function siteKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/[/.]+$/, '');
}
