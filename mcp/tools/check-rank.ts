import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { MAX_COMPETITORS, rankCheckResultSchema } from '../../contracts/rank-check';
import { DEVICES } from '../../core/search/devices';
import { SEARCH_ENGINES } from '../../core/search/engines';
import { LOCATION_CODES } from '../../core/search/locations';
import type { ApiClient } from '../api/api-client';
import { checkCost, previewText, resultText, type PlannedCheck } from './check-rank-text';
import { unsupportedDeviceText } from './describe';
import { answer, apiTool, failure } from './tool-result';

export const checkRankInput = {
  websiteUrl: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .describe('The site to find: a domain (example.com matches any page of it), a subdomain (blog.example.com) or one page (https://example.com/pricing).'),
  keyword: z.string().trim().min(1).max(512).describe('The search query, as a person would type it into the search engine.'),
  searchEngine: z.enum(SEARCH_ENGINES).default('google').describe('Which search engine to check. Default google.'),
  location: z
    .enum(LOCATION_CODES)
    .default('us')
    .describe('The country whose results to read, as a lower-case ISO 3166 code (us, gb, de, in, ...). Default us.'),
  device: z.enum(DEVICES).default('desktop').describe('desktop (default), or mobile on Google, Bing, Yahoo and Baidu.'),
  competitorUrls: z
    .array(z.string().trim().min(1).max(2048))
    .max(MAX_COMPETITORS)
    .default([])
    .describe(`Up to ${MAX_COMPETITORS} competitor sites to find in the same scan, written like websiteUrl.`),
  confirm: z
    .boolean()
    .default(false)
    .describe('Leave out first: the answer says what the check would cost and spends nothing. Set true, with the same arguments, once the user agrees.'),
};

/** What check_rank answers as structured content, before and after confirm. */
export const checkRankOutput = {
  status: z.enum(['confirmation_required', 'checked']),
  check: z
    .object({
      websiteUrl: z.string(),
      keyword: z.string(),
      searchEngine: z.enum(SEARCH_ENGINES),
      location: z.enum(LOCATION_CODES),
      device: z.enum(DEVICES),
      competitorUrls: z.array(z.string()),
    })
    .optional()
    .describe('Before confirm: what would be checked.'),
  maxSearches: z.number().int().optional().describe('Before confirm: the most provider searches the check may spend (0 on the simulated engine).'),
  simulated: z.boolean().optional().describe('Before confirm: true when this Rank Checker uses its simulated engine, which spends no searches.'),
  dailyChecksRemaining: z.number().int().nullable().optional().describe("Before confirm: checks left today on the user's plan; null when unlimited."),
  result: rankCheckResultSchema.optional().describe('With confirm: the check, as saved to the history.'),
};

/**
 * check_rank: a first call (no confirm) only says what would be checked and how many provider searches it may
 * spend; with confirm it runs the check, reporting progress while result pages are read.
 */
export function registerCheckRank(server: McpServer, client: ApiClient): void {
  server.registerTool(
    'check_rank',
    {
      title: 'Check a rank',
      description:
        'Find where a website ranks in a search engine for a keyword, in a country, on desktop or mobile, optionally with up to 3 competitors. ' +
        'A check spends searches with the paid search provider, so it takes two calls: first without confirm, which spends nothing and ' +
        'answers the expected number of searches; tell the user and, if they agree, call again with the same arguments and confirm: true. ' +
        'The result (rank 1-100 or not found, page, ranking URL, competitors) is saved to the account history.',
      inputSchema: checkRankInput,
      outputSchema: checkRankOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (input, extra) =>
      apiTool(async () => {
        const check: PlannedCheck = {
          websiteUrl: input.websiteUrl,
          keyword: input.keyword,
          searchEngine: input.searchEngine,
          location: input.location,
          device: input.device,
          competitorUrls: input.competitorUrls,
        };
        const refusal = unsupportedDeviceText(check.searchEngine, check.device);
        if (refusal) return failure(refusal);
        if (!input.confirm) {
          const [health, plan] = await Promise.all([client.health(extra.signal), client.plan(extra.signal)]);
          const dailyChecksRemaining = plan.dailyLimit.remaining < 0 ? null : plan.dailyLimit.remaining;
          const { maxSearches } = checkCost(check.searchEngine, check.device);
          return answer(previewText(check, { simulated: health.serp.simulated, dailyChecksRemaining }), {
            status: 'confirmation_required',
            check,
            maxSearches: health.serp.simulated ? 0 : maxSearches,
            simulated: health.serp.simulated,
            dailyChecksRemaining,
          });
        }

        const progressToken = extra._meta?.progressToken;
        let reported = 0;
        const result = await client.checkRank(check, {
          signal: extra.signal,
          onProgress: (progress) => {
            // Progress must rise with each notification (MCP spec); a wave that fills a short page's gap can end
            // where the one before did.
            if (progressToken === undefined || progress.to <= reported) return;
            reported = progress.to;
            extra
              .sendNotification({
                method: 'notifications/progress',
                params: { progressToken, progress: progress.to, total: 100, message: `Reading results ${progress.from}-${progress.to}` },
              })
              .catch(() => undefined);
          },
        });
        return answer(resultText(result), { status: 'checked', result });
      }),
  );
}
