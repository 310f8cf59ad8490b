import { pageSpeedResultSchema, type PageSpeedResult } from '../../../contracts/seo-snapshot';
import { describeLighthouseFailure } from './lighthouse-failure';
import { PageSpeedError } from './pagespeed-error';
import {
  auditSchema,
  fieldMetricSchema,
  pageSpeedResponseSchema,
  type LoadingExperience,
  type PageSpeedResponse,
} from './pagespeed-response';

type FieldMetrics = NonNullable<PageSpeedResult['field']>;

/**
 * A successful PageSpeed Insights v5 answer as our PageSpeedResult (spec §7: the performance score × 100,
 * rounded). Throws PageSpeedError: `page_failed` when Lighthouse could not score the page (a null or missing
 * score, or a runtimeError), `invalid_response` when the answer is not PageSpeed's shape. Nothing is guessed:
 * a metric the answer does not hold is null.
 */
export function parsePageSpeed(body: unknown): PageSpeedResult {
  const parsed = pageSpeedResponseSchema.safeParse(body);
  if (!parsed.success) throw invalid(`unexpected shape: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
  const { lighthouseResult: lighthouse } = parsed.data;

  // Lighthouse 3–5 wrote `runtimeError: { code: 'NO_ERROR' }` on every good run; any other code means the result
  // "may need to be discarded" (LighthouseResultV5.runtimeError in Google's API reference), so it is.
  const runtimeError = lighthouse.runtimeError;
  if (runtimeError?.code && runtimeError.code !== 'NO_ERROR') {
    throw pageFailed(describeLighthouseFailure(runtimeError.code, runtimeError.message), runtimeError);
  }
  const score = lighthouse.categories?.performance?.score;
  if (score === null || score === undefined) {
    throw pageFailed('PageSpeed could not measure the performance of this page.', runtimeError);
  }

  const analysedAt = toIso(parsed.data.analysisUTCTimestamp) ?? toIso(lighthouse.fetchTime);
  if (!analysedAt) throw invalid('no analysisUTCTimestamp or fetchTime');

  const audit = (id: string) => {
    const entry = auditSchema.safeParse(lighthouse.audits?.[id]);
    return entry.success ? entry.data.numericValue : null;
  };
  const result: PageSpeedResult = {
    score: Math.round(score * 100),
    strategy: 'mobile',
    lab: {
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      speedIndexMs: audit('speed-index'),
    },
    field: readField(parsed.data),
    lighthouseVersion: lighthouse.lighthouseVersion ?? null,
    analysedAt,
  };
  // The contract is what the API promises its clients: an answer that breaks it is not passed on.
  const checked = pageSpeedResultSchema.safeParse(result);
  if (!checked.success) throw invalid(`result outside the contract: ${checked.error.issues[0]?.path.join('.') ?? ''}`);
  return checked.data;
}

/**
 * Chrome UX Report data: the page's own when it has enough visits, else the whole origin's. PageSpeed marks a
 * page that fell back with `origin_fallback: true` (PagespeedApiLoadingExperienceV5.originFallback); the
 * origin's own figures are in `originLoadingExperience`.
 */
function readField(response: PageSpeedResponse): FieldMetrics | null {
  const page = response.loadingExperience;
  const origin = response.originLoadingExperience;
  if (hasMetrics(page) && page.origin_fallback !== true) return fieldMetrics(page, 'page');
  if (hasMetrics(origin)) return fieldMetrics(origin, 'origin');
  // A fallback without the origin object still holds the origin's figures.
  if (hasMetrics(page)) return fieldMetrics(page, 'origin');
  return null;
}

function hasMetrics(experience: LoadingExperience | undefined): experience is LoadingExperience & { metrics: Record<string, unknown> } {
  return experience?.metrics !== undefined && Object.keys(experience.metrics).length > 0;
}

function fieldMetrics(experience: LoadingExperience & { metrics: Record<string, unknown> }, scope: 'page' | 'origin'): FieldMetrics {
  const percentile = (...names: string[]) => {
    for (const name of names) {
      const metric = fieldMetricSchema.safeParse(experience.metrics[name]);
      if (metric.success) return metric.data.percentile;
    }
    return null;
  };
  // CrUX reports CLS × 100 as an integer (percentile 5 is a CLS of 0.05).
  const clsTimes100 = percentile('CUMULATIVE_LAYOUT_SHIFT_SCORE');
  return {
    overallCategory: experience.overall_category ?? null,
    largestContentfulPaintMs: percentile('LARGEST_CONTENTFUL_PAINT_MS'),
    cumulativeLayoutShift: clsTimes100 === null ? null : clsTimes100 / 100,
    // INP was EXPERIMENTAL_INTERACTION_TO_NEXT_PAINT until it became a Core Web Vital in March 2024.
    interactionToNextPaintMs: percentile('INTERACTION_TO_NEXT_PAINT', 'EXPERIMENTAL_INTERACTION_TO_NEXT_PAINT'),
    firstContentfulPaintMs: percentile('FIRST_CONTENTFUL_PAINT_MS'),
    scope,
  };
}

function toIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

function invalid(detail: string): PageSpeedError {
  return new PageSpeedError('invalid_response', undefined, { status: 200, detail });
}

function pageFailed(message: string, runtimeError: { code?: string; message?: string } | undefined): PageSpeedError {
  const detail = runtimeError?.code ? `runtimeError ${runtimeError.code}: ${runtimeError.message ?? ''}`.trim() : 'no performance score';
  return new PageSpeedError('page_failed', message, { status: 200, detail });
}
