import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { INTERVAL_TYPES, scheduledCheckSchema, scheduleEstimateRequestSchema, scheduleEstimateSchema } from '../../contracts/scheduled-check';
import type { ApiClient } from '../api/api-client';
import type { PlannedSchedule } from './add-tracked-keyword-text';
import { trackedText, trackPreviewText } from './add-tracked-keyword-text';
import { checkRankInput } from './check-rank';
import { unsupportedDeviceText } from './describe';
import { answer, apiTool, failure } from './tool-result';

const { confirm: _confirm, ...queryInput } = checkRankInput;

/**
 * add_tracked_keyword: a first call (no confirm) only asks the API what the schedule would cost a month and
 * saves nothing; with confirm it creates the schedule, which then spends searches on its own at every run.
 */
export function registerAddTrackedKeyword(server: McpServer, client: ApiClient): void {
  server.registerTool(
    'add_tracked_keyword',
    {
      title: 'Track a keyword',
      description:
        "Track a keyword: schedule a rank check of a site that runs on its own, from every hour to every month, in the user's time zone, with " +
        'its ranks saved to the history. Every run spends searches with the paid search provider for as long as it is tracked, so it takes ' +
        'two calls: first without confirm, which saves and spends nothing and answers about how many searches a month the schedule needs; ' +
        'tell the user and, if they agree, call again with the same arguments and confirm: true to create it. The confirmed call answers an ' +
        "error when the user's plan does not allow the schedule or the same site, keyword, engine, country and device is already tracked.",
      inputSchema: {
        ...queryInput,
        intervalType: z.enum(INTERVAL_TYPES).default('daily').describe('hourly, daily (default), weekly or monthly.'),
        intervalValue: z.number().int().min(1).max(366).default(1).describe('Every how many of those units, e.g. 2 with daily for every other day. Default 1.'),
        confirm: z
          .boolean()
          .default(false)
          .describe('Leave out first: the answer says what the schedule would cost a month and saves nothing. Set true, with the same arguments, once the user agrees.'),
      },
      outputSchema: {
        status: z.enum(['confirmation_required', 'created']),
        estimatedSearchesPerMonth: z.number().int().describe('About how many provider searches a month the schedule needs.'),
        schedule: scheduleEstimateRequestSchema.optional().describe('Before confirm: what would be scheduled.'),
        estimate: scheduleEstimateSchema.optional().describe('Before confirm: runs a month and searches a run behind the monthly figure.'),
        simulated: z.boolean().optional().describe('Before confirm: true when this Rank Checker uses its simulated engine, which spends no searches.'),
        scheduledCheck: scheduledCheckSchema.optional().describe('With confirm: the schedule created.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (input, extra) =>
      apiTool(async () => {
        const schedule: PlannedSchedule = {
          websiteUrl: input.websiteUrl,
          keyword: input.keyword,
          searchEngine: input.searchEngine,
          location: input.location,
          device: input.device,
          competitorUrls: input.competitorUrls,
          intervalType: input.intervalType,
          intervalValue: input.intervalValue,
        };
        const refusal = unsupportedDeviceText(schedule.searchEngine, schedule.device);
        if (refusal) return failure(refusal);
        if (!input.confirm) {
          const [estimate, health] = await Promise.all([client.estimateSchedule(schedule, extra.signal), client.health(extra.signal)]);
          return answer(trackPreviewText(schedule, estimate, { simulated: health.serp.simulated }), {
            status: 'confirmation_required',
            estimatedSearchesPerMonth: estimate.searchesPerMonth,
            schedule,
            estimate,
            simulated: health.serp.simulated,
          });
        }
        const created = await client.createScheduledCheck(schedule, extra.signal);
        return answer(trackedText(created), { status: 'created', estimatedSearchesPerMonth: created.estimatedSearchesPerMonth, scheduledCheck: created });
      }),
  );
}
