import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Branding } from '../../../../contracts/report';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { LogoMark } from '../../../components/logo-mark';

function BrandMark({ branding }: { branding: Branding | null | undefined }) {
  if (branding) {
    return (
      <div className="flex min-w-0 items-center gap-3">
        {branding.logoDataUrl ? <img src={branding.logoDataUrl} alt="" className="h-9 w-auto max-w-40 object-contain" /> : null}
        <span className="truncate text-lg font-bold tracking-tight">{branding.companyName}</span>
      </div>
    );
  }
  // Only while the report loads or without white label: the product's own name, plain (no marketing).
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <LogoMark />
      {site.name}
    </span>
  );
}

interface SharedReportLayoutProps {
  /** undefined while loading: nothing branded is drawn until the report says whose it is. */
  branding: Branding | null | undefined;
  children: ReactNode;
}

/**
 * The public report's own frame instead of the app shell: the reader is the owner's client, so there is
 * no navbar, sign-in or upsell — just who prepared it and the report.
 */
export function SharedReportLayout({ branding, children }: SharedReportLayoutProps) {
  const accent = branding?.accentColor;
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="border-b border-border bg-card">
        <div aria-hidden="true" className={cn('h-1', !accent && 'bg-brand')} style={accent ? { backgroundColor: accent } : undefined} />
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          {branding === undefined ? <span /> : <BrandMark branding={branding} />}
          <span className="hidden shrink-0 text-sm text-muted-foreground sm:inline">Ranking report</span>
        </div>
      </header>
      <main id="main" className="flex-1">{children}</main>
      <footer className="border-t border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {branding ? (
            <p>Prepared by {branding.companyName}. Read-only report; positions as checked on the days shown.</p>
          ) : branding === null ? (
            <p>
              Read-only report made with{' '}
              <Link to={paths.home} className="font-medium text-foreground underline-offset-2 hover:underline">
                {site.name}
              </Link>
              .
            </p>
          ) : (
            <p>Read-only report.</p>
          )}
        </div>
      </footer>
    </div>
  );
}
