import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { scheduledCheckSchema } from '../../contracts/scheduled-check';
import type { ApiClient } from '../api/api-client';
import { searchesText } from './describe';
import { monthlySearches, trackedKeywordLine } from './tracked-keyword-text';
import { answer, apiTool } from './tool-result';

/** list_tracked_keywords: the account's scheduled checks. */
export function registerListTrackedKeywords(server: McpServer, client: ApiClient): void {
  server.registerTool(
    'list_tracked_keywords',
    {
      title: 'Tracked keywords',
      description:
        'List the keywords the account tracks: scheduled rank checks that run on their own (hourly to monthly), with the last rank, the one ' +
        'before, the next run and about how many provider searches a month each needs. Spends no searches.',
      outputSchema: { items: z.array(scheduledCheckSchema), activeSearchesPerMonth: z.number().int() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (extra) =>
      apiTool(async () => {
        const items = await client.scheduledChecks(extra.signal);
        const perMonth = monthlySearches(items);
        const text =
          items.length === 0
            ? 'No keywords are tracked yet. add_tracked_keyword schedules one.'
            : [
                `${items.length} tracked ${items.length === 1 ? 'keyword' : 'keywords'}, newest first; the active ones need about ${searchesText(perMonth)} a month together:`,
                ...items.map(trackedKeywordLine),
              ].join('\n');
        return answer(text, { items, activeSearchesPerMonth: perMonth });
      }),
  );
}
