import { useId, useState, type FormEvent } from 'react';
import Link2 from 'lucide-react/icons/link-2';
import Share2 from 'lucide-react/icons/share-2';
import type { ReportRequest, ReportShare } from '../../../../contracts/report';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { localDateKey } from '../../../lib/local-date';
import { useCreateReportShare, useReportShares } from '../api/report-shares';
import { formatPeriod, shiftDay } from '../lib/report-period';
import { expiryInstant, type ExpiryChoice } from '../lib/share-status';
import { CopyLinkButton } from './copy-link-button';
import { ShareLinkList } from './share-link-list';

type PeriodChoice = 'fixed' | '7' | '30' | '90';
const ROLLING: Record<Exclude<PeriodChoice, 'fixed'>, 7 | 30 | 90> = { '7': 7, '30': 30, '90': 90 };

function CreateShareForm({ request, onCreated }: { request: ReportRequest; onCreated: (share: ReportShare) => void }) {
  const id = useId();
  const [period, setPeriod] = useState<PeriodChoice>('fixed');
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const tomorrow = shiftDay(localDateKey(new Date()), 1);
  const [date, setDate] = useState(() => shiftDay(tomorrow, 13));
  const create = useCreateReportShare();
  const dateInvalid = expiry === 'date' && (!date || date < tomorrow);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dateInvalid) return;
    const rollingDays = period === 'fixed' ? null : ROLLING[period];
    create.mutate({ ...request, expiresAt: expiryInstant(expiry, date, new Date()), rollingDays }, { onSuccess: onCreated });
  };
  return (
    <form onSubmit={submit} aria-label="New share link" className="grid gap-3">
      <div>
        <Label htmlFor={`${id}-period`}>Period shown</Label>
        <Select id={`${id}-period`} value={period} onChange={(event) => setPeriod((['fixed', '7', '30', '90'] as const).find((choice) => choice === event.target.value) ?? 'fixed')} aria-describedby={`${id}-period-hint`}>
          <option value="fixed">{formatPeriod(request.from, request.to)}</option>
          <option value="7">Always the last 7 days</option>
          <option value="30">Always the last 30 days</option>
          <option value="90">Always the last 90 days</option>
        </Select>
        <p id={`${id}-period-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {period === 'fixed' ? 'The link keeps showing these dates.' : 'The link moves with the calendar: whoever opens it sees the latest days, up to today.'}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-expiry`}>Link expires</Label>
          <Select id={`${id}-expiry`} value={expiry} onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}>
            <option value="never">Never</option>
            <option value="7">In 7 days</option>
            <option value="30">In 30 days</option>
            <option value="date">On a date…</option>
          </Select>
        </div>
        {expiry === 'date' ? (
          <div>
            <Label htmlFor={`${id}-date`}>Last day</Label>
            <Input
              id={`${id}-date`}
              type="date"
              min={tomorrow}
              value={date}
              aria-invalid={dateInvalid || undefined}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
        ) : null}
      </div>
      {dateInvalid ? <p className="text-sm font-medium text-danger-soft-foreground">Choose a day from tomorrow on.</p> : null}
      {create.isError ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {create.error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={create.isPending || dateInvalid} aria-busy={create.isPending}>
          {create.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
          Create link
        </Button>
      </div>
    </form>
  );
}

function NewLink({ share }: { share: ReportShare }) {
  return (
    <div className="grid gap-2 rounded-lg border border-success/40 bg-success-soft p-3">
      <Label htmlFor="new-share-link" className="mb-0 text-success-soft-foreground">
        Your new link is ready
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id="new-share-link" readOnly value={share.url} onFocus={(event) => event.target.select()} className="h-9 font-mono text-sm" />
        <CopyLinkButton url={share.url} className="shrink-0" />
      </div>
    </div>
  );
}

/** 'Share': creates a public read-only link to this report and lists the site's links with Revoke. */
export function ShareDialog({ request }: { request: ReportRequest }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<ReportShare | null>(null);
  const shares = useReportShares(open);
  const siteShares = shares.data?.filter((share) => share.site === request.site) ?? [];
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCreated(null);
      }}
      size="md"
      trigger={
        <button type="button" className={buttonClasses('outline', 'sm')}>
          <Share2 aria-hidden="true" />
          Share
        </button>
      }
      title="Share this report"
      description={
        <>
          Anyone with the link sees the report for <span className="font-medium [overflow-wrap:anywhere] text-foreground">{request.site}</span>
          {request.tag ? ` (keywords tagged “${request.tag}”)` : ''}, over the period you choose, read-only. Nothing about your account is shown.
        </>
      }
    >
      <div className="grid gap-5">
        {created ? <NewLink share={created} /> : null}
        <CreateShareForm request={request} onCreated={setCreated} />
        <section aria-labelledby="share-links-title" className="grid gap-3 border-t border-border pt-4">
          <h3 id="share-links-title" className="text-sm font-semibold">
            Links for this site
          </h3>
          {shares.isPending ? (
            <Skeleton className="h-16" />
          ) : shares.isError ? (
            <p role="alert" className="text-sm text-danger-soft-foreground">
              Could not load the links: {shares.error.message}
            </p>
          ) : (
            <ShareLinkList shares={siteShares} />
          )}
        </section>
      </div>
    </DialogFrame>
  );
}
