import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** Links of the logged-out navbar, in the spec's order. */
export const GUEST_NAV_LINKS: readonly NavItem[] = [
  { label: 'Home', href: paths.home },
  { label: 'Pricing', href: paths.pricing },
  { label: 'Blog', href: paths.blog },
  { label: 'FAQ', href: paths.faq },
];

/** Links of the logged-in navbar: the spec's, with Sites (the tracking workspace) after the dashboard. */
export const SIGNED_IN_NAV_LINKS: readonly NavItem[] = [
  { label: 'Home', href: paths.home },
  { label: 'Dashboard', href: paths.dashboard },
  { label: 'Sites', href: paths.sites },
  { label: 'History', href: paths.history },
  { label: 'Reports', href: paths.reports },
  { label: 'Learn', href: paths.learn },
  { label: 'Pricing', href: paths.pricing },
  { label: 'Blog', href: paths.blog },
  { label: 'FAQ', href: paths.faq },
];

/** Entries of the avatar menu after the account header (spec §2), with the tracking pages the navbar has no room for. */
export const ACCOUNT_MENU_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', href: paths.dashboard },
  { label: 'Sites', href: paths.sites },
  { label: 'Schedules', href: paths.schedules },
  { label: 'Competitors', href: paths.competitors },
  { label: 'History', href: paths.history },
  { label: 'Reports', href: paths.reports },
  { label: 'Settings', href: paths.settings },
];

/**
 * What a client (read-only) is offered: the pages that show the sites shared with them, under their agency's
 * white label — not the pages spanning every site of the workspace, nor our product's own (pricing, blog, lessons).
 */
const FOR_CLIENTS = new Set<string>([paths.sites, paths.reports, paths.settings]);

/** The links a role is offered: all of them, or for a client only the pages that show the sites shared with them. */
export function linksForRole(links: readonly NavItem[], readOnly: boolean): readonly NavItem[] {
  return readOnly ? links.filter((item) => FOR_CLIENTS.has(item.href)) : links;
}

/**
 * Spec: Home is active only on exactly '/'; other links are active by path prefix. The prefix is matched
 * per path segment so /blog/my-post marks Blog but /faqs does not mark FAQ.
 */
export function isNavLinkActive(pathname: string, href: string): boolean {
  if (href === paths.home) return pathname === paths.home;
  return pathname === href || pathname.startsWith(`${href}/`);
}
