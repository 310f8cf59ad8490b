import { useCurrentWorkspace } from '../../../lib/workspaces';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import FileText from 'lucide-react/icons/file-text';
import type { MePlan } from '../../../../contracts/plan';
import type { ReportRequest } from '../../../../contracts/report';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { site as product } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReportSites } from '../api/get-report-sites';
import { periodFromParams, presetPeriod, withPeriod, type PeriodChoice } from '../lib/report-period';
import { ReportActions } from './report-actions';
import { ReportControls } from './report-controls';
import { LoadError } from '../../../components/ui/load-error';
import { SiteReport } from './site-report';
import { UpgradeHint } from './upgrade-hint';

function NoSites() {
  return (
    <div className="rounded-xl border border-dashed border-border p-8 text-center sm:p-12">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">No reports yet</h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">
        Reports are built from your saved checks. Check where your site ranks and its report appears here.
      </p>
      <Link to={paths.rankChecker} className={buttonClasses('primary', 'md', 'mt-6')}>
        Check a ranking
      </Link>
    </div>
  );
}

/** /reports — a site's period report, with PDF, share links and e-mail schedules by plan. */
export function ReportsPage({ email, plan }: { email: string; plan: MePlan | undefined }) {
  // The plan's upsell speaks to who can change it or use more of it, not to a client reading the workspace.
  const canTrack = useCurrentWorkspace().can('track');
  useDocumentTitle(`Reports — ${product.name}`);
  const [params, setParams] = useSearchParams();
  const sites = useReportSites();
  const period = useMemo(() => periodFromParams(params, new Date()), [params]);
  const list = sites.data?.sites ?? [];
  const chosen = params.get('site');
  const entry = list.find((item) => item.site === chosen) ?? list[0];
  const site = entry?.site ?? null;
  const tags = entry?.tags ?? [];
  // A tag in the URL that the site no longer has falls back to all its keywords.
  const tag = tags.find((item) => item === params.get('tag')) ?? '';
  const request: ReportRequest | null = site ? { site, from: period.from, to: period.to, ...(tag ? { tag } : {}) } : null;

  const update = (next: URLSearchParams) => setParams(next, { replace: true });
  const changePeriod = (choice: PeriodChoice) =>
    update(withPeriod(params, choice === 'custom' ? { ...period, choice } : presetPeriod(Number(choice) as 7 | 30 | 90, new Date())));

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Reports</h1>
        <p className="mt-1 text-muted-foreground">How a site's keywords did over a period, ready to download or share.</p>
      </header>
      {sites.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading your sites…</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-32" />
        </div>
      ) : sites.isError ? (
        <LoadError what="your sites" error={sites.error} onRetry={() => void sites.refetch()} />
      ) : !site || !request ? (
        <NoSites />
      ) : (
        <>
          <div className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5 lg:flex lg:items-end lg:justify-between">
            <ReportControls
              sites={list}
              site={site}
              tags={tags}
              tag={tag}
              period={period}
              onSiteChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('site', next);
                nextParams.delete('tag');
                update(nextParams);
              }}
              onTagChange={(next) => {
                const nextParams = new URLSearchParams(params);
                if (next) nextParams.set('tag', next);
                else nextParams.delete('tag');
                update(nextParams);
              }}
              onPeriodChange={changePeriod}
              onCustomChange={(from, to) => from <= to && update(withPeriod(params, { choice: 'custom', from, to }))}
            />
            <ReportActions request={request} email={email} features={plan?.features} />
          </div>
          {canTrack ? <UpgradeHint plan={plan} /> : null}
          <SiteReport request={request} />
        </>
      )}
    </div>
  );
}
