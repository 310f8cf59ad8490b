import { describe, expect, it } from 'vitest';
import { readPageSpeedFixture } from '../../testing/fake-pagespeed';
import { parsePageSpeed } from './parse-pagespeed';
import { PageSpeedError } from './pagespeed-error';

/** Recorded JSON, edited freely per case. */
type Json = any;

/** The recorded Lighthouse 9 mobile answer, with `edit` applied to a fresh copy. */
function answer(edit: (body: Json) => void = () => undefined): Json {
  const body = readPageSpeedFixture('psi_1_mobile_lh9.json') as Json;
  edit(body);
  return body;
}

function failure(body: unknown): PageSpeedError {
  try {
    parsePageSpeed(body);
  } catch (error) {
    if (error instanceof PageSpeedError) return error;
    throw error;
  }
  throw new Error('parsePageSpeed accepted the answer');
}

const cruxMetric = (percentile: number, category = 'AVERAGE') => ({ percentile, category, distributions: [] });

describe('parsePageSpeed', () => {
  it('reads the recorded run: score 62, lab metrics from the audits, the page’s own field data', () => {
    expect(parsePageSpeed(answer())).toEqual({
      score: 62,
      strategy: 'mobile',
      lab: {
        largestContentfulPaintMs: 4343,
        cumulativeLayoutShift: 0.03763240983751085,
        totalBlockingTimeMs: 747,
        firstContentfulPaintMs: 2010,
        speedIndexMs: 2966.576540161049,
      },
      field: {
        overallCategory: 'FAST',
        largestContentfulPaintMs: 2272,
        cumulativeLayoutShift: 0,
        interactionToNextPaintMs: null,
        firstContentfulPaintMs: 1174,
        scope: 'page',
      },
      lighthouseVersion: '9.6.6',
      analysedAt: '2022-09-13T13:44:06.297Z',
    });
  });

  it.each([
    [0.615, 62],
    [0.625, 63],
    [0, 0],
    [1, 100],
    [0.004, 0],
  ])('turns a performance score of %s into %s', (score, expected) => {
    expect(parsePageSpeed(answer((body) => (body.lighthouseResult.categories.performance.score = score))).score).toBe(expected);
  });

  it('reads CLS from CrUX as hundredths and INP under its current and its experimental name', () => {
    const withInp = parsePageSpeed(
      answer((body) => {
        body.loadingExperience.metrics.CUMULATIVE_LAYOUT_SHIFT_SCORE = cruxMetric(25);
        body.loadingExperience.metrics.INTERACTION_TO_NEXT_PAINT = cruxMetric(213);
      }),
    );
    expect(withInp.field).toMatchObject({ cumulativeLayoutShift: 0.25, interactionToNextPaintMs: 213 });
    const experimental = parsePageSpeed(
      answer((body) => (body.loadingExperience.metrics.EXPERIMENTAL_INTERACTION_TO_NEXT_PAINT = cruxMetric(180))),
    );
    expect(experimental.field?.interactionToNextPaintMs).toBe(180);
  });

  const origin = {
    id: 'https://www.neredeoku.com',
    metrics: { LARGEST_CONTENTFUL_PAINT_MS: cruxMetric(3100), CUMULATIVE_LAYOUT_SHIFT_SCORE: cruxMetric(12) },
    overall_category: 'AVERAGE',
  };

  it.each<[string, (body: Json) => void, object | null]>([
    ['the origin’s when the page fell back to it', (body) => {
      body.loadingExperience.origin_fallback = true;
      body.originLoadingExperience = origin;
    }, { scope: 'origin', overallCategory: 'AVERAGE', largestContentfulPaintMs: 3100, cumulativeLayoutShift: 0.12 }],
    ['the origin’s when the page has no metrics', (body) => {
      body.loadingExperience = { id: 'https://www.neredeoku.com/', initial_url: 'https://www.neredeoku.com/' };
      body.originLoadingExperience = origin;
    }, { scope: 'origin', largestContentfulPaintMs: 3100, firstContentfulPaintMs: null }],
    ['the origin’s when the page’s metrics are empty', (body) => {
      body.loadingExperience.metrics = {};
      body.originLoadingExperience = origin;
    }, { scope: 'origin', largestContentfulPaintMs: 3100 }],
    ['the page’s figures, labelled origin, when a fallback comes without the origin object', (body) => {
      body.loadingExperience.origin_fallback = true;
    }, { scope: 'origin', largestContentfulPaintMs: 2272 }],
    ['the page’s own even when the origin’s are there too', (body) => {
      body.originLoadingExperience = origin;
    }, { scope: 'page', largestContentfulPaintMs: 2272 }],
    ['none when neither has metrics', (body) => {
      delete body.loadingExperience;
      body.originLoadingExperience = { id: 'https://www.neredeoku.com' };
    }, null],
  ])('takes field data: %s', (_name, edit, expected) => {
    const { field } = parsePageSpeed(answer(edit));
    if (expected === null) expect(field).toBeNull();
    else expect(field).toMatchObject(expected);
  });

  it('leaves out a field metric that is not a number instead of guessing it', () => {
    const { field } = parsePageSpeed(
      answer((body) => {
        body.loadingExperience.metrics.LARGEST_CONTENTFUL_PAINT_MS = { percentile: 'slow' };
        delete body.loadingExperience.metrics.FIRST_CONTENTFUL_PAINT_MS;
        delete body.loadingExperience.overall_category;
      }),
    );
    expect(field).toMatchObject({ largestContentfulPaintMs: null, firstContentfulPaintMs: null, overallCategory: null });
  });

  it.each<[string, (audits: Json) => void, string]>([
    ['absent', (audits) => delete audits['largest-contentful-paint'], 'largestContentfulPaintMs'],
    ['without numericValue', (audits) => delete audits['total-blocking-time'].numericValue, 'totalBlockingTimeMs'],
    ['a string', (audits) => (audits['speed-index'].numericValue = '2966'), 'speedIndexMs'],
    ['negative', (audits) => (audits['first-contentful-paint'].numericValue = -1), 'firstContentfulPaintMs'],
    ['null (an audit that errored)', (audits) => (audits['cumulative-layout-shift'] = { score: null, scoreDisplayMode: 'error' }), 'cumulativeLayoutShift'],
  ])('gives null for a lab metric whose audit is %s', (_name, edit, metric) => {
    const { lab } = parsePageSpeed(answer((body) => edit(body.lighthouseResult.audits)));
    expect(lab[metric as keyof typeof lab]).toBeNull();
    expect(Object.values(lab).filter((value) => value === null)).toHaveLength(1);
  });

  it('dates the result by fetchTime when analysisUTCTimestamp is missing, as ISO-8601', () => {
    const result = parsePageSpeed(
      answer((body) => {
        delete body.analysisUTCTimestamp;
        body.lighthouseResult.fetchTime = '2026-11-24T09:30:00+01:00';
      }),
    );
    expect(result.analysedAt).toBe('2026-11-24T08:30:00.000Z');
  });

  it('reports no Lighthouse version when the answer has none', () => {
    expect(parsePageSpeed(answer((body) => delete body.lighthouseResult.lighthouseVersion)).lighthouseVersion).toBeNull();
  });

  it('ignores the NO_ERROR runtimeError that older Lighthouse versions wrote on every good run', () => {
    const result = parsePageSpeed(answer((body) => (body.lighthouseResult.runtimeError = { code: 'NO_ERROR', message: '' })));
    expect(result.score).toBe(62);
  });

  it.each<[string, (body: Json) => void, string]>([
    ['a null score', (body) => (body.lighthouseResult.categories.performance.score = null), 'PageSpeed could not measure the performance of this page.'],
    ['no score', (body) => delete body.lighthouseResult.categories.performance.score, 'PageSpeed could not measure the performance of this page.'],
    ['no performance category', (body) => (body.lighthouseResult.categories = {}), 'PageSpeed could not measure the performance of this page.'],
    ['a runtimeError with a null score', (body) => {
      body.lighthouseResult.categories.performance.score = null;
      body.lighthouseResult.runtimeError = {
        code: 'NO_FCP',
        message: 'The page did not paint any content. Please ensure you keep the browser window in the foreground during the load and try again. (NO_FCP)',
      };
    }, 'PageSpeed could not load this page: the page did not show any content.'],
    ['a runtimeError even beside a score', (body) => {
      body.lighthouseResult.runtimeError = {
        code: 'ERRORED_DOCUMENT_REQUEST',
        message: 'Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and that the server is properly responding to all requests. (Status code: 503)',
      };
    }, 'PageSpeed could not load this page: the site answered with HTTP status 503.'],
  ])('refuses %s as page_failed', (_name, edit, message) => {
    const error = failure(answer(edit));
    expect(error.kind).toBe('page_failed');
    expect(error.message).toBe(message);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', []],
    ['an error envelope', readPageSpeedFixture('psi_error_400_lighthouse.json')],
    ['no lighthouseResult', answer((body) => delete body.lighthouseResult)],
    ['a score above 1', answer((body) => (body.lighthouseResult.categories.performance.score = 62))],
    ['a negative score', answer((body) => (body.lighthouseResult.categories.performance.score = -0.1))],
    ['a score as text', answer((body) => (body.lighthouseResult.categories.performance.score = '0.62'))],
    ['audits that are not an object', answer((body) => (body.lighthouseResult.audits = 'none'))],
    ['no date at all', answer((body) => {
      delete body.analysisUTCTimestamp;
      delete body.lighthouseResult.fetchTime;
    })],
    ['an unreadable date', answer((body) => {
      body.analysisUTCTimestamp = 'yesterday';
      body.lighthouseResult.fetchTime = 'soon';
    })],
  ])('refuses %s as invalid_response', (_name, body) => {
    const error = failure(body);
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toBe('PageSpeed sent an answer that could not be read. Please try again later.');
  });
});
