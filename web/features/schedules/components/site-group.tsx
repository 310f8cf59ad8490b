import ArrowRight from 'lucide-react/icons/arrow-right';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { Button } from '../../../components/ui/button';
import { sitePagePath } from '../../../config/paths';
import { DomainText } from '../../../components/domain-text';

/** Rows a site shows at first, and how many more each "Show more" adds: an agency's 480 keywords stay a short page. */
export const ROWS_SHOWN = 10;

interface SiteGroupProps {
  site: string;
  items: readonly ScheduledCheck[];
  renderRow: (schedule: ScheduledCheck) => ReactNode;
}

/**
 * One site's schedules: the first few as cards, more on request, and its keyword table on the sites page for
 * all of them at once (sort, filter, bulk actions).
 */
export function SiteGroup({ site, items, renderRow }: SiteGroupProps) {
  const [shown, setShown] = useState(ROWS_SHOWN);
  const headingId = `site-${site}`;
  const rest = items.length - shown;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card px-4 shadow-sm sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border py-4">
        <h2 id={headingId} className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-lg font-semibold [overflow-wrap:anywhere]">
          <DomainText>{site}</DomainText>
          <span className="text-sm font-normal text-muted-foreground">{items.length === 1 ? '1 keyword' : `${items.length.toLocaleString('en')} keywords`}</span>
        </h2>
        <Link to={sitePagePath(site)} className="inline-flex items-center gap-1 text-sm font-medium text-brand-soft-foreground underline-offset-2 hover:underline">
          Keyword table
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="divide-y divide-border">{items.slice(0, shown).map(renderRow)}</ul>
      {rest > 0 ? (
        <div className="flex flex-wrap items-center gap-3 border-t border-border py-4 text-sm">
          <Button variant="outline" size="sm" onClick={() => setShown((count) => count + ROWS_SHOWN)}>
            Show {Math.min(rest, ROWS_SHOWN)} more
          </Button>
          <span className="text-muted-foreground">
            {rest.toLocaleString('en')} more on this site; the keyword table shows them all.
          </span>
        </div>
      ) : null}
    </section>
  );
}
