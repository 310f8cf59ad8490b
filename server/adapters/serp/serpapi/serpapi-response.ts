import { z } from 'zod';

/**
 * What we read of a SerpApi search (https://serpapi.com/search-api): the search status, organic results, the
 * pagination links and the error text. Everything else (ads, local packs, knowledge graph, ...) is ignored on
 * purpose. Organic entries are read one by one (see parse-serpapi-page) so one odd entry cannot hide the page.
 */
export const serpApiSearchSchema = z.object({
  search_metadata: z.object({ status: z.string().optional() }).optional(),
  search_information: z.object({ organic_results_state: z.string().optional() }).optional(),
  organic_results: z.array(z.unknown()).optional(),
  serpapi_pagination: z.object({ next: z.string().optional() }).optional(),
  pagination: z.object({ next: z.string().optional() }).optional(),
  error: z.string().optional(),
});

export type SerpApiSearch = z.infer<typeof serpApiSearchSchema>;

/** One organic result. `sitelinks` nested inside are not results of their own and are not read. */
export const organicResultSchema = z.object({
  position: z.number().optional(),
  link: z.string().nullish(),
  displayed_link: z.string().nullish(),
  title: z.string().nullish(),
});

export type OrganicResultEntry = z.infer<typeof organicResultSchema>;

/** SerpApi's error body, for 4xx/5xx answers: `{ "error": "..." }`. */
export const serpApiErrorSchema = z.object({ error: z.string() });
