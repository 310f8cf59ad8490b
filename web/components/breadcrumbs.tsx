import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Where a page sits in the site (the same trail search engines get as BreadcrumbList data). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
        {trail.map((crumb, index) => (
          <li key={crumb.label} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
            {crumb.href ? (
              <Link to={crumb.href} className="rounded-sm hover:text-foreground">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
