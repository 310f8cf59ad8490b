import { memo } from 'react';
import { Link } from 'react-router';
import ExternalLink from 'lucide-react/icons/external-link';
import { BUILD_YEAR } from '../../config/build-year';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { socialLinks } from '../../config/social-links';
import { LogoMark } from '../../components/logo-mark';
import { useClientValue } from '../../lib/client-value';

const COLUMNS = [
  {
    title: 'Navigation',
    links: [
      { label: 'Home', href: paths.home },
      { label: 'Dashboard', href: paths.dashboard },
      { label: 'History', href: paths.history },
      { label: 'Reports', href: paths.reports },
      { label: 'Pricing', href: paths.pricing },
      { label: 'About', href: paths.about },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: paths.blog },
      { label: 'FAQ', href: paths.faq },
      { label: 'Changelog', href: paths.changelog },
      { label: 'API reference', href: paths.apiDocs },
      { label: 'Contact', href: paths.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.privacy },
      { label: 'Terms of Use', href: paths.terms },
      { label: 'Cookie Policy', href: paths.cookies },
    ],
  },
] as const;

const linkClasses = 'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground';

const SOCIAL = socialLinks();
const currentYear = () => new Date().getFullYear();

/** The site's footer: the same for everyone, so drawn again only when the year turns, not with the session. */
export const Footer = memo(function Footer() {
  // The build's year until the page is hydrated, so the prerendered line and the first client render agree.
  const year = useClientValue(currentYear, BUILD_YEAR);
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid grid-cols-2 gap-8 md:grid-cols-6">
          <div className="col-span-2">
            <div className="flex items-center gap-2 text-lg font-bold">
              <LogoMark className="size-7" />
              {site.name}
            </div>
            <p className="mt-3 max-w-xs text-sm text-muted-foreground">
              {site.tagline} Check where your site ranks on six search engines in 57 locations.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={linkClasses}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {SOCIAL.length > 0 ? (
            <nav aria-label="Connect">
              <h2 className="text-sm font-semibold">Connect</h2>
              <ul className="mt-3 space-y-2">
                {SOCIAL.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${link.label} (opens in a new tab)`}
                      className={`${linkClasses} inline-flex items-center gap-1`}
                    >
                      {link.short}
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <p>Made with care by {site.creator}.</p>
        </div>
      </div>
    </footer>
  );
});
