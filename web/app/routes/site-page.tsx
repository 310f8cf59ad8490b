import { useLoaderData, type RouteObject } from 'react-router';
import { ContentPage } from '../../features/site-pages/components/content-page';
import { loadPage } from '../../content/pages';

type SitePageName = Parameters<typeof loadPage>[0];

/** The policies are long: they open with their list of sections. */
const WITH_CONTENTS = new Set<SitePageName>(['privacy', 'terms', 'cookies']);

function SitePage({ name }: { name: SitePageName }) {
  const page = useLoaderData<Awaited<ReturnType<typeof loadPage>>>();
  return <ContentPage page={page} withContents={WITH_CONTENTS.has(name)} />;
}

/** The route module of one page of content/pages/ (/about, /changelog, /privacy, /terms, /cookies). */
export function sitePageRoute(name: SitePageName): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: () => loadPage(name), Component: () => <SitePage name={name} /> };
}
