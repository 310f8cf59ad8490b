import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useBranding } from '../../features/reports/api/branding';
import { Footer } from './footer';
import { Logo } from './logo';

/**
 * What a client sees in place of our logo (decision 025): the white label of the workspace they read, its logo and
 * company name, leading to the sites shared with them. Without a white label, our logo.
 */
export function ClientBrand({ compact }: { compact: boolean }) {
  const { data: branding } = useBranding(true);
  if (!branding) return <Logo compact={compact} />;
  return (
    <Link to={paths.sites} className="flex min-w-0 shrink items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      {branding.logoDataUrl ? <img src={branding.logoDataUrl} alt="" className="h-8 w-auto max-w-24 object-contain" /> : null}
      {/* The accent colour marks the logo's edge, not the text: a brand colour is not chosen for contrast. */}
      <span className="truncate border-b-2 pb-0.5" style={{ borderColor: branding.accentColor }}>
        {branding.companyName}
      </span>
    </Link>
  );
}

const legal = [
  { label: 'Privacy Policy', href: paths.privacy },
  { label: 'Terms of Use', href: paths.terms },
  { label: 'Cookie Policy', href: paths.cookies },
];

/** The footer a client sees under a white label: the agency's name and the legal pages, not our product's menus. */
export function ClientFooter() {
  const { data: branding } = useBranding(true);
  if (!branding) return <Footer />;
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {branding.companyName}
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {legal.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="rounded-sm transition-colors hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
