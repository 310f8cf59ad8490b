import { page, startSeoTestSite, type SeoTestSite } from '../../server/testing/seo-test-site';

/** The public-looking name of the browser specs' test website (answered by their local name server). */
export const SEO_SITE_HOST = 'stride-shop.test';

/** What its home page says, so a spec can check each verdict the SEO Snapshot shows. */
export const SEO_SITE_HOME = {
  // 58 characters: the recommended 50-60.
  title: 'Trail Running Shoes for Every Terrain | Stride Shop Online',
  // 94 characters: too short (under 120).
  description: 'Trail running shoes with grip for mud, rock and snow. Free returns within 60 days of delivery.',
};

/** The home page, with another title when given (a spec changes it to see the change reported). */
export function homePage(title: string = SEO_SITE_HOME.title): string {
  return page({
    title,
    description: SEO_SITE_HOME.description,
    extraHead: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Store","name":"Stride Shop"}</script>',
    body: '<h1>Trail running shoes</h1><p>Built for the mountains.</p>',
  });
}

/** A page without title, description or viewport. */
export function barePage(): string {
  return page({ viewport: null, body: '<p>No head to speak of.</p>' });
}

/** The test website: a home page with known facts. */
export async function startSeoSite(): Promise<SeoTestSite> {
  const site = await startSeoTestSite();
  site.setPage('/', homePage());
  return site;
}

/**
 * A second website under the same name, on a port of its own, whose home page is the bare page. A check analyses
 * the site's home page (the simulated engine's ranking URLs are made up), so a bare page to check has to be one.
 * A spec starts it on 127.0.0.1: the app reaches it by name, as PAGE_FETCH_ALLOW_PRIVATE_HOSTS lets that name use any port.
 */
export async function startBareSite(): Promise<SeoTestSite & { url: string }> {
  const site = await startSeoTestSite();
  site.setPage('/', barePage());
  return Object.assign(site, { url: `http://${SEO_SITE_HOST}:${site.port}` });
}
