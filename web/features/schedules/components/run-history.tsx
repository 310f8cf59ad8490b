import { useState } from 'react';
import { Collapsible } from 'radix-ui';
import ChevronDown from 'lucide-react/icons/chevron-down';
import History from 'lucide-react/icons/history';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useScheduleRuns, type ScheduleRun } from '../api/schedule-runs';
import { rankText } from '../lib/outcome';
import { absoluteText } from '../lib/when-text';

const STATUS: Record<ScheduleRun['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'brand' },
  running: { label: 'Running', tone: 'brand' },
  succeeded: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  skipped: { label: 'Skipped', tone: 'caution' },
};

function RunItem({ run, now }: { run: ScheduleRun; now: Date }) {
  const { label, tone } = STATUS[run.status];
  const rank = run.status === 'succeeded' ? rankText(run.rank) : null;
  return (
    <li className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,12rem)_6rem_minmax(0,1fr)] sm:items-baseline sm:gap-3">
      <time dateTime={run.slotAt} className="text-sm">
        {absoluteText(run.slotAt, now)}
      </time>
      <span>
        <Badge tone={tone}>{label}</Badge>
      </span>
      <span className="text-sm break-words text-muted-foreground">
        {rank ? <span className="font-semibold text-foreground">{rank}</span> : null}
        {run.error ? <span className={rank ? 'ml-2' : undefined}>{run.error}</span> : null}
        {run.attempts > 1 ? <span className="ml-2 text-xs">({run.attempts} attempts)</span> : null}
      </span>
    </li>
  );
}

function RunList({ schedule, now }: { schedule: ScheduledCheck; now: Date }) {
  const runs = useScheduleRuns(schedule.id, { enabled: true });
  if (runs.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading runs…</span>
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  if (runs.isError) return <LoadError what="the runs" error={runs.error} onRetry={() => void runs.refetch()} />;
  if (runs.data.length === 0) return <p className="py-2 text-sm text-muted-foreground">No runs yet: the first is at the next run time, or now if you run it.</p>;
  return (
    <ol className="divide-y divide-border" aria-label={`Runs of “${schedule.keyword}”, newest first`}>
      {runs.data.map((run) => (
        <RunItem key={run.id} run={run} now={now} />
      ))}
    </ol>
  );
}

/** The schedule's runs, newest first, asked for only when opened. */
export function RunHistory({ schedule, now }: { schedule: ScheduledCheck; now: Date }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className="inline-flex min-h-9 items-center gap-1.5 rounded-md text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        <History aria-hidden="true" className="size-4" />
        Run history
        <span className="sr-only"> of “{schedule.keyword}”</span>
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-1 rounded-lg border border-border px-3">
        {open ? <RunList schedule={schedule} now={now} /> : null}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
