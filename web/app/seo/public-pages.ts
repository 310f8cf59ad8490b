import type { Crumb } from '../../components/breadcrumbs';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { posts } from '../../content/blog';
import { pageSummary, type PageName } from '../../content/pages';

/** What search engines and link previews learn about one public page (rendered into its HTML at build time). */
export interface PageSeo {
  path: string;
  title: string;
  description: string;
  kind: 'website' | 'article';
  /** The trail shown on the page, given to search engines as BreadcrumbList data. */
  trail?: Crumb[];
  /** YYYY-MM-DD: first published (articles) and last changed (the sitemap's lastmod). */
  published?: string;
  updated?: string;
  author?: string;
  tags?: string[];
}

export const HOME_DESCRIPTION =
  'Check where your website ranks for any keyword on Google, Bing, Yahoo, DuckDuckGo, Baidu and Yandex in 57 locations. Free, instant, no account needed.';

/** "FAQ — Rank Checker"; a long title alone, since a search result shows about 70 characters of it. */
const titled = (name: string) => (name.length + site.name.length + 3 <= 70 ? `${name} — ${site.name}` : name);
const home: Crumb = { label: 'Home', href: paths.home };

function contentPage(name: PageName, path: string): PageSeo {
  const page = pageSummary(name);
  return {
    path,
    title: titled(page.title),
    description: page.description,
    kind: 'website',
    trail: [home, { label: page.title }],
    updated: page.updated,
  };
}

/** Every page a visitor can open without an account, except shared reports (private to their link). */
export function publicPages(): PageSeo[] {
  return [
    { path: paths.home, title: `${site.name} — ${site.tagline}`, description: HOME_DESCRIPTION, kind: 'website' },
    {
      path: paths.pricing,
      title: titled('Pricing'),
      description:
        'Rank Checker plans: three free Google checks a day, or unlimited checks on six search engines with competitor tracking. Try Pro for 3 days, no card.',
      kind: 'website',
    },
    {
      path: paths.login,
      title: titled('Sign in'),
      description: 'Sign in to Rank Checker to see your rank history, reports and saved checks, with your e-mail and password or with Google.',
      kind: 'website',
    },
    {
      path: paths.signup,
      title: titled('Create a free account'),
      description: 'Create a free Rank Checker account: three Google rank checks a day, a history of every check and trends per keyword. No card needed.',
      kind: 'website',
    },
    {
      path: paths.blog,
      title: titled('Blog'),
      description: 'Articles on rank tracking: why ranks differ by location and device, reading trends, tracking competitors and engines beyond Google.',
      kind: 'website',
      trail: [home, { label: 'Blog' }],
      updated: posts[0]?.updated ?? posts[0]?.date,
    },
    ...posts.map(
      (post): PageSeo => ({
        path: `${paths.blog}/${post.slug}`,
        title: titled(post.title),
        description: post.description,
        kind: 'article',
        trail: [home, { label: 'Blog', href: paths.blog }, { label: post.title }],
        published: post.date,
        updated: post.updated ?? post.date,
        author: post.author,
        tags: post.tags,
      }),
    ),
    contentPage('faq', paths.faq),
    contentPage('changelog', paths.changelog),
    contentPage('about', paths.about),
    {
      path: paths.contact,
      title: titled('Contact us'),
      description: 'Write to the Rank Checker team: questions about ranks and plans, billing, bugs or partnerships. We read every message.',
      kind: 'website',
      trail: [home, { label: 'Contact' }],
    },
    {
      path: paths.apiDocs,
      title: titled('API reference'),
      description:
        'The Rank Checker API: check rankings, read history and reports, and schedule checks from your own code. Examples in curl, JavaScript and Python.',
      kind: 'website',
    },
    contentPage('privacy', paths.privacy),
    contentPage('terms', paths.terms),
    contentPage('cookies', paths.cookies),
  ];
}

/** The public page at this path (a trailing slash ignored), if it is one. */
export function seoFor(pathname: string): PageSeo | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPages().find((page) => page.path === path);
}
