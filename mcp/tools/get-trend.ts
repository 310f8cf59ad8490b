import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { keywordSeriesSchema } from '../../contracts/history';
import { DEVICES } from '../../core/search/devices';
import { SEARCH_ENGINES } from '../../core/search/engines';
import type { ApiClient } from '../api/api-client';
import { trendText } from './trend-text';
import { answer, apiTool, failure } from './tool-result';

/** get_trend: one query's rank over time with its summary figures. */
export function registerGetTrend(server: McpServer, client: ApiClient): void {
  server.registerTool(
    'get_trend',
    {
      title: 'Rank trend of a keyword',
      description:
        "One keyword's rank over time for one site: every saved check (oldest first), latest and first rank, best, worst and average rank, " +
        'movement (positive = moved up) and competitors. Without engine, location or device, the ones of the latest saved check of this site ' +
        'and keyword are used. Spends no searches.',
      inputSchema: {
        site: z.string().trim().min(1).max(2048).describe('The website, exactly as it was checked (see get_history).'),
        keyword: z.string().trim().min(1).max(512).describe('The keyword, exactly as it was checked.'),
        engine: z.enum(SEARCH_ENGINES).optional(),
        location: z.string().trim().min(1).max(16).optional().describe('Lower-case ISO country code such as us.'),
        device: z.enum(DEVICES).optional(),
      },
      outputSchema: keywordSeriesSchema.shape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input, extra) =>
      apiTool(async () => {
        let { engine, location, device } = input;
        if (engine === undefined || location === undefined || device === undefined) {
          // The series is one engine, country and device; the latest check of the site and keyword says which.
          const latest = (await client.history({ ...input, limit: 1 }, extra.signal)).items[0];
          if (!latest) {
            return failure(
              `No saved checks of "${input.keyword}" for ${input.site} match. Use get_history to see how sites and keywords were written when they were checked.`,
            );
          }
          engine ??= latest.searchEngine;
          location ??= latest.location;
          device ??= latest.device;
        }
        const series = await client.series({ site: input.site, keyword: input.keyword, engine, location, device }, extra.signal);
        return answer(trendText(series), series);
      }),
  );
}
