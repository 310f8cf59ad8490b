import { Link } from 'react-router';
import Crown from 'lucide-react/icons/crown';
import type { MePlan } from '../../../../contracts/plan';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useBranding } from '../api/branding';
import { BrandingForm } from './branding-form';
import { LoadError } from '../../../components/ui/load-error';

function Upsell() {
  return (
    <div className="grid gap-4">
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        <li>Your company name and logo at the top of every PDF and shared report.</li>
        <li>Your accent colour on their headings and charts.</li>
        <li>No Rank Checker name on what your clients see.</li>
      </ul>
      <div>
        <Link to={paths.pricing} className={buttonClasses('primary', 'md')}>
          <Crown aria-hidden="true" />
          See Enterprise
        </Link>
      </div>
    </div>
  );
}

/** Settings: Enterprise white label for PDFs and shared reports; other plans see what it is and the way to it. */
export function BrandingSettingsSection({ plan }: { plan: MePlan | undefined }) {
  const allowed = plan?.features.whiteLabel === true;
  const branding = useBranding(allowed);
  return (
    <Card role="region" aria-labelledby="branding-title">
      <CardHeader>
        <CardTitle id="branding-title" className="flex flex-wrap items-center gap-2">
          White label
          <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning-soft-foreground">Enterprise</span>
        </CardTitle>
        <CardDescription>Send reports under your own name: PDFs and shared links show your brand instead of ours.</CardDescription>
      </CardHeader>
      <CardContent>
        {!plan ? (
          <Skeleton className="h-24" />
        ) : !allowed ? (
          <Upsell />
        ) : branding.isPending ? (
          <div role="status">
            <span className="sr-only">Loading your branding…</span>
            <Skeleton className="h-48" />
          </div>
        ) : branding.isError ? (
          <LoadError what="your branding" error={branding.error} onRetry={() => void branding.refetch()} />
        ) : (
          <BrandingForm key={branding.dataUpdatedAt} saved={branding.data} />
        )}
      </CardContent>
    </Card>
  );
}
