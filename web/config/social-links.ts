export interface SocialLink {
  /** The link's accessible name. */
  label: string;
  /** What the footer shows. */
  short: string;
  href: string;
}

/**
 * The footer's "Connect" links: the deployment's own profiles, from SOCIAL_GITHUB_URL and SOCIAL_X_URL at
 * build time (.env.example); a profile that is not set is not shown.
 */
export function socialLinks(env: Record<string, unknown> = import.meta.env): SocialLink[] {
  const links = [
    { label: 'Rank Checker on GitHub', short: 'GitHub', href: env.SOCIAL_GITHUB_URL },
    { label: 'Rank Checker on X', short: 'X (Twitter)', href: env.SOCIAL_X_URL },
  ];
  return links.filter((link): link is SocialLink => typeof link.href === 'string' && link.href.startsWith('https://'));
}
