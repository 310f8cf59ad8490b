import type { ClaimedRunRow } from '../../db/queries/scheduled-check-runs';
import type { WebhookEvent } from './webhook-event';

/** A scheduled run that failed on its last attempt, as the runner claimed it. */
export type FailedRun = Pick<
  ClaimedRunRow,
  'id' | 'schedule_id' | 'slot_at' | 'attempts' | 'manual' | 'website_url' | 'keyword' | 'search_engine' | 'location' | 'device' | 'competitor_urls'
>;

/**
 * schedule.failed: the run gave up after its last attempt, with the reason the schedule shows (product words,
 * never a stack trace or a provider's raw answer). Ids are strings, as the API speaks of them (int8 in SQL).
 */
export function scheduleFailedEvent(run: FailedRun, error: string, failedAt: Date): WebhookEvent {
  return {
    type: 'schedule.failed',
    data: {
      scheduleId: String(run.schedule_id),
      runId: String(run.id),
      websiteUrl: run.website_url,
      keyword: run.keyword,
      searchEngine: run.search_engine,
      location: run.location,
      device: run.device,
      competitorUrls: [...run.competitor_urls],
      error,
      attempts: run.attempts,
      slotAt: run.slot_at.toISOString(),
      runNow: run.manual,
      failedAt: failedAt.toISOString(),
    },
  };
}
