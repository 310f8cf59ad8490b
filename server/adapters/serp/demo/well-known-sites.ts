import type { SearchEngine } from '../../../../core/search/engines';
import type { LocationCode } from '../../../../core/search/locations';
import { pick } from './prng';

/** What a site's result page for a keyword looks like. */
export interface SiteContext {
  words: readonly string[];
  /** The words without filler ("best", "near me"), for names: subreddits, site names. */
  topic: readonly string[];
  slug: string;
  title: string;
  keyword: string;
  location: LocationCode;
  random: () => number;
}

export interface WellKnownSite {
  host: (ctx: SiteContext) => string;
  path: (ctx: SiteContext) => string;
  title: (ctx: SiteContext) => string;
}

const WIKIPEDIA_LANGS: Partial<Record<LocationCode, string>> = {
  de: 'de', at: 'de', ch: 'de', fr: 'fr', ru: 'ru', ua: 'uk', kz: 'ru', es: 'es', mx: 'es', ar: 'es',
  cl: 'es', co: 'es', pe: 'es', it: 'it', nl: 'nl', be: 'nl', se: 'sv', no: 'no', dk: 'da', fi: 'fi',
  pt: 'pt', br: 'pt', pl: 'pl', cz: 'cs', ro: 'ro', hu: 'hu', gr: 'el', tr: 'tr', il: 'he', ae: 'ar',
  sa: 'ar', eg: 'ar', jp: 'ja', kr: 'ko', cn: 'zh', hk: 'zh', tw: 'zh', id: 'id', th: 'th', vn: 'vi',
};

const id = (random: () => number, length: number) =>
  Array.from({ length }, () => pick(random, [...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
const num = (random: () => number, digits: number) => String(Math.floor(random() * 10 ** digits)).padStart(digits, '1');
const site = (host: string, path: WellKnownSite['path'], title: WellKnownSite['title']): WellKnownSite => ({
  host: () => host,
  path,
  title,
});

/** Sites that turn up for almost any query on the western engines. */
const GLOBAL_SITES: readonly WellKnownSite[] = [
  {
    host: (c) => `${WIKIPEDIA_LANGS[c.location] ?? 'en'}.wikipedia.org`,
    path: (c) => `/wiki/${encodeURIComponent(c.title.replace(/ /g, '_'))}`,
    title: (c) => `${c.title} - Wikipedia`,
  },
  site('www.reddit.com', (c) => `/r/${c.topic[0]}/comments/${id(c.random, 6).toLowerCase()}/${c.slug}/`, (c) => `${c.title}? : r/${c.topic[0]}`),
  site('www.youtube.com', (c) => `/watch?v=${id(c.random, 11)}`, (c) => `${c.title} - Everything You Need to Know - YouTube`),
  site('www.amazon.com', (c) => `/s?k=${c.words.join('+')}`, (c) => `Amazon.com: ${c.title}`),
  site('www.quora.com', (c) => `/What-is-the-best-${c.words.join('-')}`, (c) => `What is the best ${c.keyword}? - Quora`),
  site('medium.com', (c) => `/@${pick(c.random, ['alexwrites', 'techjournal', 'dailyinsights'])}/${c.slug}-${id(c.random, 12).toLowerCase()}`, (c) => `${c.title}: A Practical Guide | Medium`),
  site('www.pinterest.com', (c) => `/ideas/${c.slug}/${num(c.random, 11)}/`, (c) => `${c.title} ideas | Pinterest`),
  site('www.nytimes.com', (c) => `/wirecutter/reviews/best-${c.slug}/`, (c) => `The Best ${c.title} | Wirecutter`),
  site('www.forbes.com', (c) => `/advisor/${c.slug}/`, (c) => `${c.title}: What To Know – Forbes Advisor`),
  site('www.linkedin.com', (c) => `/pulse/${c.slug}-${id(c.random, 8).toLowerCase()}`, (c) => `${c.title} | LinkedIn`),
  site('www.yelp.com', (c) => `/search?find_desc=${c.words.join('+')}`, (c) => `Top 10 Best ${c.title} Near You - Yelp`),
  site('www.tripadvisor.com', (c) => `/Search?q=${c.words.join('+')}`, (c) => `${c.title} - Tripadvisor`),
  site('github.com', (c) => `/topics/${c.slug}`, (c) => `${c.words.join('-')} · GitHub Topics`),
  site('stackoverflow.com', (c) => `/questions/${num(c.random, 8)}/${c.slug}`, (c) => `${c.title} - Stack Overflow`),
  site('www.bbc.com', (c) => `/news/articles/${id(c.random, 10).toLowerCase()}`, (c) => `${c.title}: what you need to know - BBC News`),
  site('www.investopedia.com', (c) => `/terms/${c.slug.charAt(0)}/${c.slug}.asp`, (c) => `${c.title}: Definition and Examples`),
  site('www.theguardian.com', (c) => `/lifeandstyle/${c.slug}`, (c) => `${c.title} | The Guardian`),
  site('www.facebook.com', (c) => `/groups/${c.topic.join('')}lovers/`, (c) => `${c.title} Lovers | Facebook`),
];

/** Baidu's results lean heavily on Chinese platforms. */
const BAIDU_SITES: readonly WellKnownSite[] = [
  site('baike.baidu.com', (c) => `/item/${encodeURIComponent(c.keyword)}`, (c) => `${c.keyword}_百度百科`),
  site('zhidao.baidu.com', (c) => `/question/${num(c.random, 10)}.html`, (c) => `${c.keyword}是什么? - 百度知道`),
  site('www.zhihu.com', (c) => `/question/${num(c.random, 9)}`, (c) => `如何选择${c.keyword}? - 知乎`),
  site('www.sohu.com', (c) => `/a/${num(c.random, 9)}_${num(c.random, 6)}`, (c) => `${c.keyword}全攻略_搜狐网`),
  site('blog.csdn.net', (c) => `/${c.topic[0]}/article/details/${num(c.random, 9)}`, (c) => `${c.keyword}详解-CSDN博客`),
  site('www.bilibili.com', (c) => `/video/BV${id(c.random, 10)}`, (c) => `${c.keyword}_哔哩哔哩_bilibili`),
];

/** Yandex mixes in the Russian-language web. */
const YANDEX_SITES: readonly WellKnownSite[] = [
  site('dzen.ru', (c) => `/a/${id(c.random, 16)}`, (c) => `${c.title} — Дзен`),
  site('habr.com', (c) => `/ru/articles/${num(c.random, 6)}/`, (c) => `${c.title} / Хабр`),
  site('pikabu.ru', (c) => `/story/${c.slug.replace(/-/g, '_')}_${num(c.random, 8)}`, (c) => `${c.title} | Пикабу`),
  site('otvet.mail.ru', (c) => `/question/${num(c.random, 9)}`, (c) => `${c.title} — Ответы Mail`),
  site('market.yandex.ru', (c) => `/search?text=${c.words.join('+')}`, (c) => `${c.title} — Яндекс Маркет`),
];

/** The pool of well-known sites an engine draws from. */
export function wellKnownSites(engine: SearchEngine): readonly WellKnownSite[] {
  if (engine === 'baidu') return [...BAIDU_SITES, ...GLOBAL_SITES.slice(0, 1)];
  if (engine === 'yandex') return [...YANDEX_SITES, ...GLOBAL_SITES];
  return GLOBAL_SITES;
}
