import type { LocationCode } from '../../../../core/search/locations';
import { pick } from './prng';
import type { SiteContext } from './well-known-sites';

/** Country TLDs as people use them (second-level where a country prefers it: .co.uk, .com.au, ...). */
const COUNTRY_TLDS: Partial<Record<LocationCode, string>> = {
  us: 'com', gb: 'co.uk', au: 'com.au', np: 'com.np', ua: 'com.ua', tr: 'com.tr', il: 'co.il', sa: 'com.sa',
  eg: 'com.eg', za: 'co.za', ng: 'com.ng', ke: 'co.ke', br: 'com.br', mx: 'com.mx', ar: 'com.ar',
  co: 'com.co', pe: 'com.pe', jp: 'co.jp', kr: 'co.kr', hk: 'com.hk', tw: 'com.tw', sg: 'com.sg',
  my: 'com.my', id: 'co.id', th: 'co.th', ph: 'com.ph', bd: 'com.bd', nz: 'co.nz',
};

const NAME_PATTERNS: readonly ((w: string) => string)[] = [
  (w) => `best-${w}-guide`, (w) => `${w}hub`, (w) => `the${w}blog`, (w) => `${w}-experts`, (w) => `my${w}`,
  (w) => `${w}review`, (w) => `top${w}`, (w) => `${w}daily`, (w) => `${w}insider`, (w) => `${w}-lab`,
  (w) => `go${w}`, (w) => `${w}-central`, (w) => `${w}world`, (w) => `${w}-shop`,
];

const PATH_PATTERNS: readonly ((c: SiteContext) => string)[] = [
  () => '/',
  (c) => `/blog/${c.slug}`,
  (c) => `/${c.slug}/`,
  (c) => `/guides/${c.slug}-for-beginners`,
  (c) => `/products/${c.slug}`,
  (c) => (c.slug.startsWith('best-') ? `/${c.slug}-reviews` : `/best-${c.slug}`),
  (c) => `/${c.slug}-tips`,
  (c) => `/articles/${Math.floor(c.random() * 9000) + 1000}-${c.slug}`,
];

const TITLE_PATTERNS: readonly ((title: string, siteName: string) => string)[] = [
  (t, s) => `${t} - The Complete Guide | ${s}`,
  (t) => `${t}: Our Top Picks and Buying Guide`,
  (t, s) => `${t}: Tips, Prices and Reviews - ${s}`,
  (t, s) => `Top 10 ${t} | ${s}`,
  (t) => `How to Choose ${t}: 7 Things to Check`,
  (t, s) => `${t} | ${s}`,
  (t) => `Everything You Need to Know About ${t}`,
];

/** A made-up but plausible site about the keyword, sometimes national, sometimes global. */
export function keywordSite(c: SiteContext): { host: string; path: string; title: string } {
  const base = c.random() < 0.6 ? (c.topic[0] ?? 'topic') : c.topic.slice(0, 2).join('');
  const name = pick(c.random, NAME_PATTERNS)(base.slice(0, 24));
  const tld = c.random() < 0.5 ? (COUNTRY_TLDS[c.location] ?? c.location) : pick(c.random, ['com', 'com', 'org', 'net', 'io', 'co']);
  const siteName = name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
  return {
    host: `${c.random() < 0.7 ? 'www.' : ''}${name}.${tld}`,
    path: pick(c.random, PATH_PATTERNS)(c),
    title: pick(c.random, TITLE_PATTERNS)(c.title, siteName),
  };
}
