import { parseConfig } from '../../server/config';
import type { SiteFacts } from '../../web/app/seo/structured-data';

/**
 * What the build needs to know about the deployment, from the same settings the server reads (npm start
 * builds with them): the public origin for canonical URLs and the sitemap, the prices for structured data.
 */
export function siteFactsFromEnv(env: Record<string, string | undefined>): Omit<SiteFacts, 'faq'> {
  // vite build sets NODE_ENV=production, which would demand the server's secrets; the build needs none of them
  // (the server checks its own settings when it starts).
  const config = parseConfig({ ...env, NODE_ENV: undefined });
  return {
    origin: config.appUrl,
    pricing: { currency: config.pricing.currency, pro: config.pricing.proMonthly, enterprise: config.pricing.enterpriseMonthly },
  };
}
