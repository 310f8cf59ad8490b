import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { siteDetailSchema, siteListSchema, visibilitySeriesSchema } from '../../contracts/tracking';
import type { ApiClient } from '../api/api-client';
import { answer, apiTool } from './tool-result';
import { siteVisibilityText, sitesText } from './visibility-text';

/** get_visibility: the tracked sites' visibility, or one site's with its share of voice and daily series. */
export function registerGetVisibility(server: McpServer, client: ApiClient): void {
  server.registerTool(
    'get_visibility',
    {
      title: 'Visibility and share of voice',
      description:
        'Without site: every tracked site with its visibility (0–100%, the share of #1’s clicks its ranks would get over its tracked queries), ' +
        'how it changed, top 3 and top 10 counts. With site: that site’s visibility, its share of voice against its tracked competitors and ' +
        'its visibility day by day. Spends no searches.',
      inputSchema: {
        site: z.string().trim().min(1).max(2048).optional().describe('A tracked site as listed without site, e.g. example.com.'),
        compare: z.enum(['1', '7', '30']).default('7').describe('Days back the change is measured against.'),
        days: z.number().int().min(7).max(365).default(30).describe('Days of the daily series, with site.'),
      },
      outputSchema: { list: siteListSchema.optional(), site: siteDetailSchema.optional(), series: visibilitySeriesSchema.optional() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (input, extra) =>
      apiTool(async () => {
        if (input.site === undefined) {
          const list = await client.sites(input.compare, extra.signal);
          return answer(sitesText(list), { list });
        }
        const [site, series] = await Promise.all([
          client.site(input.site, input.compare, extra.signal),
          client.visibility(input.site, input.days, extra.signal),
        ]);
        return answer(siteVisibilityText(site, series), { site, series });
      }),
  );
}
