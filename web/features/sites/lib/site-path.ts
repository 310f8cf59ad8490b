import { paths } from '../../../config/paths';

/** A site's page: /sites/example.com, or /sites/example.com%2Fblog for a site that is a folder. */
export const sitePagePath = (site: string) => `${paths.sites}/${encodeURIComponent(site)}`;
