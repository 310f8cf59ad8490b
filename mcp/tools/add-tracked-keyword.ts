import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { INTERVAL_TYPES, scheduledCheckSchema } from '../../contracts/scheduled-check';
import type { ApiClient } from '../api/api-client';
import { checkRankInput } from './check-rank';
import { intervalText, queryText, searchesText, timeText } from './describe';
import { answer, apiTool } from './tool-result';

const { confirm: _confirm, ...queryInput } = checkRankInput;

/** add_tracked_keyword: schedules a rank check that then runs on its own. */
export function registerAddTrackedKeyword(server: McpServer, client: ApiClient): void {
  server.registerTool(
    'add_tracked_keyword',
    {
      title: 'Track a keyword',
      description:
        "Track a keyword: schedule a rank check of a site that runs on its own, from every hour to every month, in the user's time zone, with " +
        'its ranks saved to the history. Each run spends provider searches, so the answer states about how many a month the schedule needs; ' +
        'make sure the user wants that. Answers an error when the same site, keyword, engine, country and device is already tracked.',
      inputSchema: {
        ...queryInput,
        intervalType: z.enum(INTERVAL_TYPES).default('daily').describe('hourly, daily (default), weekly or monthly.'),
        intervalValue: z.number().int().min(1).max(366).default(1).describe('Every how many of those units, e.g. 2 with daily for every other day. Default 1.'),
      },
      outputSchema: scheduledCheckSchema.shape,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (input, extra) =>
      apiTool(async () => {
        const created = await client.createScheduledCheck(input, extra.signal);
        const query = queryText({ engine: created.searchEngine, location: created.location, device: created.device });
        const text = [
          `Now tracking "${created.keyword}" for ${created.websiteUrl} on ${query}, ${intervalText(created.intervalType, created.intervalValue)} (id ${created.id}).`,
          `First run: ${timeText(created.nextCheckAt)}.`,
          `It needs about ${searchesText(created.estimatedSearchesPerMonth)} a month with the search provider (an estimate: each run reads result pages until the site is found, and cached pages cost nothing).`,
        ].join('\n');
        return answer(text, created);
      }),
  );
}
