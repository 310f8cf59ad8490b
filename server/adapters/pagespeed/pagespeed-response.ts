import { z } from 'zod';

/*
 * What we read of a PageSpeed Insights v5 answer, and nothing more. Field names follow Google's reference for
 * pagespeedapi.runpagespeed (https://developers.google.com/speed/docs/insights/rest/v5/pagespeedapi/runpagespeed):
 * PagespeedApiPagespeedResponseV5 { id, loadingExperience, originLoadingExperience, analysisUTCTimestamp,
 * lighthouseResult }, PagespeedApiLoadingExperienceV5 { id, initial_url, metrics, overall_category,
 * origin_fallback }, LighthouseResultV5 { lighthouseVersion, fetchTime, runtimeError { code, message },
 * categories, audits }. Audits and field metrics stay `unknown` here and are read one by one (parse-pagespeed),
 * so one odd metric becomes null instead of hiding the whole result.
 */

const loadingExperienceSchema = z.object({
  id: z.string().optional(),
  metrics: z.record(z.string(), z.unknown()).optional(),
  overall_category: z.string().optional(),
  origin_fallback: z.boolean().optional(),
});

export type LoadingExperience = z.infer<typeof loadingExperienceSchema>;

export const pageSpeedResponseSchema = z.object({
  id: z.string().optional(),
  analysisUTCTimestamp: z.string().optional(),
  loadingExperience: loadingExperienceSchema.optional(),
  originLoadingExperience: loadingExperienceSchema.optional(),
  lighthouseResult: z.object({
    lighthouseVersion: z.string().optional(),
    fetchTime: z.string().optional(),
    requestedUrl: z.string().optional(),
    finalUrl: z.string().optional(),
    runtimeError: z.object({ code: z.string().optional(), message: z.string().optional() }).optional(),
    categories: z
      .object({
        // Since Lighthouse 5 a score it could not compute is null, not 0 (maintainer's answer in
        // https://github.com/GoogleChrome/lighthouse/issues/10264; null performance: issues/10499).
        performance: z.object({ score: z.number().min(0).max(1).nullable().optional() }).optional(),
      })
      .optional(),
    audits: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type PageSpeedResponse = z.infer<typeof pageSpeedResponseSchema>;

/** One CrUX metric: `percentile` is the 75th percentile of real visits, `category` FAST / AVERAGE / SLOW. */
export const fieldMetricSchema = z.object({ percentile: z.number().finite() });

/** One Lighthouse audit's measured value (ms, or unitless for cumulative-layout-shift). */
export const auditSchema = z.object({ numericValue: z.number().finite().min(0) });

/**
 * Google's error envelope `{ error: { code, message, errors[{ message, domain, reason }], status, details } }`, as
 * recorded in server/testing/fixtures/pagespeed/psi_error_*.json and quoted in
 * https://github.com/GoogleChrome/lighthouse/issues/16900 (400) and issues/9893 (500).
 */
export const googleErrorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z
      .array(z.object({ message: z.string().optional(), domain: z.string().optional(), reason: z.string().optional() }))
      .optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

export type GoogleError = z.infer<typeof googleErrorSchema>['error'];
