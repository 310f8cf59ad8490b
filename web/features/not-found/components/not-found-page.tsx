import { Link } from 'react-router';
import SearchX from 'lucide-react/icons/search-x';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/use-document-title';

const LINKS = [
  { label: 'Home', href: paths.home, description: 'Check a ranking for free' },
  { label: 'Dashboard', href: paths.dashboard, description: 'Your checks and statistics' },
  { label: 'Pricing', href: paths.pricing, description: 'Plans and the free trial' },
  { label: 'FAQ', href: paths.faq, description: 'Answers to common questions' },
  { label: 'Contact', href: paths.contact, description: 'Get in touch with us' },
  { label: 'About', href: paths.about, description: 'Who we are' },
] as const;

export function NotFoundPage() {
  useDocumentTitle(`Page Not Found — ${site.name}`);
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">Error 404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        Page Not Found
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-muted-foreground">
        The page you are looking for doesn't exist or has moved. Here are some helpful links instead.
      </p>
      <ul className="mt-10 grid gap-3 text-left sm:grid-cols-2">
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="block rounded-lg border border-border bg-card p-4 transition-colors hover:border-brand hover:bg-brand-soft"
            >
              <span className="font-semibold">{link.label}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-10')}>
        Back to Home
      </Link>
    </section>
  );
}
