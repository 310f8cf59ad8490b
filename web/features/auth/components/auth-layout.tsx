import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { site } from '../../../config/site';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  children: ReactNode;
  /** Under the card: e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
}

/** The centred card every sign-in, sign-up and e-mail link page shares. */
export function AuthLayout({ title, description, icon, children, footer }: AuthLayoutProps) {
  useDocumentTitle(`${title} — ${site.name}`);
  return (
    <section aria-labelledby="auth-title" className="relative px-4 py-12 sm:px-6 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,var(--brand-soft),transparent_70%)]"
      />
      <div className="mx-auto w-full max-w-md">
        <div className="mb-6 text-center">
          {icon ? (
            <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground [&_svg]:size-6">
              {icon}
            </div>
          ) : null}
          <h1 id="auth-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h1>
          {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
        </div>
        <Card>
          <CardContent className="grid gap-5 pt-5 sm:pt-6">{children}</CardContent>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </section>
  );
}

/** A text link in the auth pages' style. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

/** 'or' between the e-mail form and the Google button. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      or
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}

/** Spec §2: the sign-in and sign-up pages link the terms and the privacy policy. */
export function LegalNote({ action }: { action: string }) {
  return (
    <p className="text-center text-xs text-muted-foreground">
      By {action} you agree to our <AuthLink to={paths.terms}>Terms of Use</AuthLink> and{' '}
      <AuthLink to={paths.privacy}>Privacy Policy</AuthLink>.
    </p>
  );
}
