import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useAuditLog } from '../api/audit-log';
import { SettingsSection } from './settings-section';

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * 'Activity': what was done in the account and by whom — keys, webhooks, schedules, deleted keywords, shared
 * reports, report e-mails and the white label — newest first, kept 12 months.
 */
export function ActivitySection() {
  const log = useAuditLog();
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SettingsSection
      id="activity-title"
      title="Activity"
      description="What was done in your account and by whom: API keys, webhooks, schedules, shared reports and the white label. Kept for 12 months."
    >
      {log.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : log.isError ? (
        <LoadError what="the activity" error={log.error} onRetry={() => void log.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing yet. Creating an API key, sharing a report or deleting a schedule shows here.</p>
      ) : (
        <>
          <ol aria-label="Account activity, newest first" className="divide-y divide-border text-sm">
            {items.map((item) => (
              <li key={item.id} className="grid gap-0.5 py-2.5 first:pt-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <time dateTime={item.at} className="text-muted-foreground tabular-nums">
                  {WHEN.format(new Date(item.at))}
                </time>
                <p className="min-w-0">
                  <span className="font-medium">{item.label}</span>
                  {item.subject ? <span className="[overflow-wrap:anywhere]"> · {item.subject}</span> : null}
                  <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">by {item.actor}</span>
                </p>
              </li>
            ))}
          </ol>
          {log.hasNextPage ? (
            <Button variant="outline" size="sm" className="mt-3" disabled={log.isFetchingNextPage} aria-busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? <Spinner /> : null}
              Show earlier activity
            </Button>
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
