import { site } from '../../config/site';
import type { FaqGroup } from '../../content/types';
import type { PageSeo } from './public-pages';

/** Facts known when the site is built, beyond the page itself. */
export interface SiteFacts {
  /** The public origin, e.g. https://rank.example.com (APP_URL). */
  origin: string;
  /** Monthly prices (null: not sold online) in an ISO currency, as /pricing shows them. */
  pricing?: { currency: string; pro: number | null; enterprise: number | null };
  /** The FAQ's questions, for the FAQ page's own data. */
  faq?: FaqGroup[];
  /** The footer's social profiles. */
  sameAs?: string[];
}

type JsonLd = Record<string, unknown>;

const organization = (facts: SiteFacts): JsonLd => ({
  '@type': 'Organization',
  '@id': `${facts.origin}/#organization`,
  name: site.name,
  url: `${facts.origin}/`,
  logo: `${facts.origin}/icons/icon-512.png`,
  ...(facts.sameAs && facts.sameAs.length > 0 ? { sameAs: facts.sameAs } : {}),
});

function application(facts: SiteFacts): JsonLd {
  const currency = (facts.pricing?.currency ?? 'usd').toUpperCase();
  const offers = [
    { name: 'Free', price: 0 },
    { name: 'Pro', price: facts.pricing?.pro ?? null },
    { name: 'Enterprise', price: facts.pricing?.enterprise ?? null },
  ]
    .filter((offer): offer is { name: string; price: number } => offer.price !== null)
    .map((offer) => ({ '@type': 'Offer', name: offer.name, price: offer.price.toFixed(2), priceCurrency: currency, url: `${facts.origin}/pricing` }));
  return {
    '@type': 'SoftwareApplication',
    name: site.name,
    description: 'Checks where a website ranks for a keyword on Google, Bing, Yahoo, DuckDuckGo, Baidu and Yandex in 57 locations.',
    url: `${facts.origin}/`,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    offers,
    publisher: { '@id': `${facts.origin}/#organization` },
  };
}

function breadcrumbs(page: PageSeo, origin: string): JsonLd | null {
  if (!page.trail) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: page.trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.href ?? page.path}`,
    })),
  };
}

function article(page: PageSeo, facts: SiteFacts): JsonLd {
  return {
    '@type': 'BlogPosting',
    headline: page.title.replace(` — ${site.name}`, ''),
    description: page.description,
    datePublished: page.published,
    dateModified: page.updated ?? page.published,
    author: { '@type': 'Organization', name: page.author ?? site.name, url: `${facts.origin}/about` },
    publisher: { '@id': `${facts.origin}/#organization` },
    mainEntityOfPage: `${facts.origin}${page.path}`,
    keywords: page.tags?.join(', '),
  };
}

const faqPage = (groups: FaqGroup[]): JsonLd => ({
  '@type': 'FAQPage',
  mainEntity: groups.flatMap((group) =>
    group.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.text.replace(/\s+/g, ' ').trim() },
    })),
  ),
});

/** The page's schema.org data (one @graph), as search engines read it from its HTML. */
export function structuredData(page: PageSeo, facts: SiteFacts): JsonLd {
  const graph: (JsonLd | null)[] = [organization(facts), breadcrumbs(page, facts.origin)];
  if (page.path === '/') graph.push({ '@type': 'WebSite', name: site.name, url: `${facts.origin}/`, publisher: { '@id': `${facts.origin}/#organization` } });
  if (page.path === '/' || page.path === '/pricing') graph.push(application(facts));
  if (page.kind === 'article') graph.push(article(page, facts));
  if (page.path === '/faq' && facts.faq) graph.push(faqPage(facts.faq));
  return { '@context': 'https://schema.org', '@graph': graph.filter(Boolean) };
}
