import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { scheduledChecksKey, scheduledChecksQueryOptions } from './get-scheduled-checks';
import { isFinished, useRunScheduledCheck, useScheduleRuns, type ScheduleRun } from './schedule-runs';

/** How often a queued run is looked at, and how long before the page stops waiting for it. */
export const RUN_POLL_MS = 2000;
export const RUN_WAIT_MS = 3 * 60_000;

/** The run being waited for: by id when the server named it, else by the schedule's last run changing. */
interface Awaited {
  runId: string | null;
  lastRunAtBefore: string | null;
  startedAt: number;
}

function announce(schedule: ScheduledCheck, run: Pick<ScheduleRun, 'status' | 'rank' | 'error'>) {
  const what = `“${schedule.keyword}” on ${schedule.websiteUrl}`;
  if (run.status === 'succeeded') {
    const rank = run.rank === null || run.rank <= 0 ? 'not found in the results' : `#${run.rank}`;
    void notify.success('Run finished', `${what}: ${rank}.`);
  } else if (run.status === 'skipped') {
    void notify.warning('Run skipped', run.error ?? what);
  } else {
    void notify.error('Run failed', run.error ?? `${what} could not be checked.`);
  }
}

/**
 * Run now: queues a run (202), then watches it until it ends, refreshing the schedule and saying how it
 * went. `queued` stays true meanwhile, so the button cannot queue the same schedule twice.
 */
export function useRunNow(schedule: ScheduledCheck) {
  const queryClient = useQueryClient();
  const run = useRunScheduledCheck();
  const [awaited, setAwaited] = useState<Awaited | null>(null);
  const byId = awaited?.runId != null;
  const runs = useScheduleRuns(schedule.id, { enabled: byId, pollMs: byId ? RUN_POLL_MS : false });
  // Without a run id the list itself is watched: its last run changes when the run ends. (Read through the
  // client, not another observer: every row subscribing would multiply the list's own refreshes.)
  const watchingList = awaited !== null && !byId;
  useEffect(() => {
    if (!watchingList) return;
    const timer = setInterval(() => void queryClient.refetchQueries({ queryKey: scheduledChecksQueryOptions().queryKey }), RUN_POLL_MS);
    return () => clearInterval(timer);
  }, [watchingList, queryClient]);

  useEffect(() => {
    if (!awaited) return;
    const finished = (found: Pick<ScheduleRun, 'status' | 'rank' | 'error'>) => {
      setAwaited(null);
      void queryClient.invalidateQueries({ queryKey: scheduledChecksKey });
      announce(schedule, found);
    };
    if (awaited.runId !== null) {
      const found = runs.data?.find((item) => item.id === awaited.runId);
      if (found && isFinished(found)) finished(found);
    } else if (schedule.lastRunAt !== awaited.lastRunAtBefore && schedule.lastStatus) {
      const status = schedule.lastStatus;
      finished({ status, rank: schedule.lastRank, error: schedule.lastError });
    }
  }, [awaited, runs.data, schedule, queryClient]);

  useEffect(() => {
    if (!awaited) return;
    const timer = setTimeout(() => {
      setAwaited(null);
      void notify.info('Still running', `The result for “${schedule.keyword}” will show here when it arrives.`);
    }, RUN_WAIT_MS - (Date.now() - awaited.startedAt));
    return () => clearTimeout(timer);
  }, [awaited, schedule.keyword]);

  const start = () =>
    run.mutate(schedule.id, {
      onSuccess: (queued) => {
        setAwaited({ runId: queued?.id ?? null, lastRunAtBefore: schedule.lastRunAt, startedAt: Date.now() });
        void queryClient.invalidateQueries({ queryKey: [...scheduledChecksKey, schedule.id, 'runs'] });
      },
      onError: (error) =>
        void notify.error('Could not run it now', error instanceof ApiError ? error.message : 'Something went wrong'),
    });

  return { start, queued: run.isPending || awaited !== null };
}
