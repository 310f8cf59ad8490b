import { Link } from 'react-router';
import Crown from 'lucide-react/icons/crown';
import type { MePlan } from '../../../../contracts/plan';
import { paths } from '../../../config/paths';

/** Says which report features the plan lacks and where to get them; nothing when it has them all. */
export function UpgradeHint({ plan }: { plan: MePlan | undefined }) {
  if (!plan) return null;
  const { pdfReports, scheduledReports } = plan.features;
  if (pdfReports && scheduledReports) return null;
  const text = pdfReports
    ? 'E-mailing this report every week or month comes with Pro and Enterprise.'
    : 'PDF reports and weekly or monthly e-mails of this report come with Pro.';
  const cta = plan.plan.trialAvailable && !pdfReports ? 'Try Pro free' : 'See plans';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-warning-soft-foreground">
      <Crown aria-hidden="true" className="size-4 shrink-0" />
      <span>{text}</span>
      <Link to={paths.pricing} className="font-semibold underline underline-offset-2">
        {cta}
      </Link>
    </p>
  );
}
