import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { historyEntrySchema, type HistoryEntry } from '../../contracts/history';
import { aiOverviewText } from '../../core/ranking/feature-holdings';
import { trendText } from '../../core/ranking/rank-trend';
import { DEVICES } from '../../core/search/devices';
import { SEARCH_ENGINES } from '../../core/search/engines';
import type { ApiClient } from '../api/api-client';
import { queryText, rankText, timeText } from './describe';
import { answer, apiTool } from './tool-result';

export const historyFilterInput = {
  site: z.string().trim().min(1).max(2048).optional().describe('Only checks of this website, written exactly as it was checked (e.g. example.com).'),
  keyword: z.string().trim().min(1).max(512).optional().describe('Only checks of this keyword, exactly as it was checked.'),
  engine: z.enum(SEARCH_ENGINES).optional().describe('Only checks on this search engine.'),
  location: z.string().trim().min(1).max(16).optional().describe('Only checks in this country (lower-case ISO code such as us).'),
  device: z.enum(DEVICES).optional().describe('Only desktop or only mobile checks.'),
};

/** One saved check on a line: when, what, where, the rank and how it moved. */
export function historyLine(entry: HistoryEntry): string {
  const query = queryText({ engine: entry.searchEngine, location: entry.location, device: entry.device });
  const rank = rankText(entry.rankPosition, entry.resultsScanned);
  const simulated = entry.simulated ? ' [simulated results]' : '';
  const overview = entry.aiOverview ? `; AI Overview: ${aiOverviewText(entry.aiOverview)}` : '';
  return `- ${timeText(entry.checkedAt)} · ${entry.websiteUrl} · "${entry.keyword}" · ${query}: ${rank}; ${trendText(entry.rankPosition, entry.previousRank)}${overview}${simulated}`;
}

/** get_history: the account's latest saved checks, newest first, filtered. */
export function registerGetHistory(server: McpServer, client: ApiClient): void {
  server.registerTool(
    'get_history',
    {
      title: 'Rank check history',
      description:
        'List the rank checks saved in the account, newest first: when, which site and keyword, engine, country and device, the rank found ' +
        'and how it moved since the previous check of the same query. Filter by site, keyword, engine, location or device. Spends no searches.',
      inputSchema: {
        ...historyFilterInput,
        limit: z.number().int().min(1).max(100).default(10).describe('How many checks to list, 1-100. Default 10.'),
      },
      outputSchema: { total: z.number().int(), items: z.array(historyEntrySchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input, extra) =>
      apiTool(async () => {
        const page = await client.history(input, extra.signal);
        const text =
          page.items.length === 0
            ? 'No saved checks match. Without filters, this means the account has not checked any rank yet.'
            : [`${page.items.length} of ${page.total} matching checks, newest first:`, ...page.items.map(historyLine)].join('\n');
        return answer(text, { total: page.total, items: page.items });
      }),
  );
}
