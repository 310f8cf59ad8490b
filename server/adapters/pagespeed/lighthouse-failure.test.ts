import { describe, expect, it } from 'vitest';
import { describeLighthouseFailure, isPageFailureCode, lighthouseCode } from './lighthouse-failure';

const ADVICE = 'Make sure you are testing the correct URL and that the server is properly responding to all requests.';
const failed = (details: string) =>
  `Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested. ${ADVICE} (Details: ${details})`;

describe('describeLighthouseFailure', () => {
  it.each<[string | undefined, string, string]>([
    [undefined, failed('net::ERR_TIMED_OUT'), 'the site took too long to answer'],
    ['FAILED_DOCUMENT_REQUEST', failed('net::ERR_NAME_NOT_RESOLVED'), 'its domain name could not be found'],
    [undefined, failed('net::ERR_CERT_DATE_INVALID'), 'its security certificate is not valid'],
    [undefined, failed('net::ERR_BLOCKED_BY_RESPONSE'), 'the page did not load (net::ERR_BLOCKED_BY_RESPONSE)'],
    [
      undefined,
      `Lighthouse returned error: ERRORED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested. ${ADVICE} (Status code: 500)`,
      'the site answered with HTTP status 500',
    ],
    ['NO_FCP', 'The page did not paint any content. Please ensure you keep the browser window in the foreground during the load and try again. (NO_FCP)', 'the page did not show any content'],
    ['DNS_FAILURE', 'DNS servers could not resolve the provided domain.', 'its domain name could not be found'],
    ['NOT_HTML', 'The page provided is not HTML (served as MIME type application/pdf).', 'it is not an HTML page'],
    [
      undefined,
      'Lighthouse returned error: NO_NAVSTART. Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)',
      'Something went wrong with recording the trace over your page load',
    ],
    [undefined, 'Lighthouse returned error: Something went wrong.', 'Something went wrong'],
    [undefined, '', 'the analysis did not finish'],
  ])('says why for code %s and “%s”', (code, message, reason) => {
    expect(describeLighthouseFailure(code, message)).toBe(`PageSpeed could not load this page: ${reason}.`);
  });

  it('never passes on Google’s advice to re-test or a runaway message', () => {
    const text = describeLighthouseFailure(undefined, `Lighthouse returned error: SOMETHING_NEW. ${'Very long explanation '.repeat(20)}. ${ADVICE}`);
    expect(text).not.toContain('Make sure');
    expect(text.length).toBeLessThanOrEqual(220);
  });
});

describe('lighthouseCode and isPageFailureCode', () => {
  it.each<[string | undefined, string | undefined, boolean]>([
    [failed('net::ERR_TIMED_OUT'), 'FAILED_DOCUMENT_REQUEST', true],
    ['Lighthouse returned error: ERRORED_DOCUMENT_REQUEST. ...', 'ERRORED_DOCUMENT_REQUEST', true],
    ['Lighthouse returned error: NO_FCP. The page did not paint any content.', 'NO_FCP', true],
    ['Lighthouse returned error: Something went wrong.', undefined, false],
    ['Lighthouse returned error: PROTOCOL_TIMEOUT. Waiting for DevTools protocol response has exceeded the allotted time.', 'PROTOCOL_TIMEOUT', false],
    ['Internal error encountered.', undefined, false],
    [undefined, undefined, false],
  ])('reads %s as %s (a page failure: %s)', (message, code, pageFailure) => {
    expect(lighthouseCode(message)).toBe(code);
    expect(isPageFailureCode(lighthouseCode(message))).toBe(pageFailure);
  });
});
