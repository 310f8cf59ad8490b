import { z } from 'zod';
import { parseConfig } from '../../server/config';
import type { SiteFacts } from '../../web/app/seo/structured-data';

/** The footer's social links: settings read by the build (.env.example), each hidden when unset. */
export const SOCIAL_SETTINGS = ['SOCIAL_GITHUB_URL', 'SOCIAL_X_URL'] as const;

const socialUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional();

/**
 * What the build needs to know about the deployment, from the same settings the server reads (npm start
 * builds with them): the public origin for canonical URLs and the sitemap, the prices for structured data,
 * the social profiles for the footer and the organisation's data.
 */
export function siteFactsFromEnv(env: Record<string, string | undefined>): Omit<SiteFacts, 'faq'> {
  // vite build sets NODE_ENV=production, which would demand the server's secrets; the build needs none of them
  // (the server checks its own settings when it starts).
  const config = parseConfig({ ...env, NODE_ENV: undefined });
  const sameAs = SOCIAL_SETTINGS.flatMap((name) => {
    const value = env[name]?.trim() || undefined;
    const parsed = socialUrl.safeParse(value);
    if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues[0]?.message ?? 'not a valid address'} (got "${value}")`);
    return parsed.data ? [parsed.data] : [];
  });
  return {
    origin: config.appUrl,
    pricing: { currency: config.pricing.currency, pro: config.pricing.proMonthly, enterprise: config.pricing.enterpriseMonthly },
    sameAs,
  };
}
