/*
 * Lighthouse's runtime errors in the user's words. The codes and Google's own texts are Lighthouse's
 * (core/lib/lh-error.js, e.g. FAILED_DOCUMENT_REQUEST: "Lighthouse was unable to reliably load the page you
 * requested. Make sure you are testing the correct URL ... (Details: {errorDetails})"); PageSpeed wraps them as
 * "Lighthouse returned error: CODE. text" (GoogleChrome/lighthouse issues 16900, 9893, 7128).
 */

/** Codes that mean the page could not be measured, whatever HTTP status PageSpeed wrapped them in. */
const PAGE_REASONS: Record<string, string> = {
  NO_DOCUMENT_REQUEST: 'the page did not load',
  DNS_FAILURE: 'its domain name could not be found',
  NOT_HTML: 'it is not an HTML page',
  INVALID_URL: 'the address is not valid',
  NO_FCP: 'the page did not show any content',
  NO_LCP: 'the page did not show its main content',
  PAGE_HUNG: 'the page stopped responding',
  INSECURE_DOCUMENT_REQUEST: 'its security certificate is not valid',
  CHROME_INTERSTITIAL_ERROR: 'the browser showed a warning instead of the page',
  NO_TTI_CPU_IDLE_PERIOD: 'the page took too long to load',
  NO_TTI_NETWORK_IDLE_PERIOD: 'the page took too long to load',
};

/** Chrome's net errors seen in FAILED_DOCUMENT_REQUEST's "(Details: net::...)". */
const NET_REASONS: Record<string, string> = {
  'net::ERR_TIMED_OUT': 'the site took too long to answer',
  'net::ERR_CONNECTION_TIMED_OUT': 'the site took too long to answer',
  'net::ERR_NAME_NOT_RESOLVED': 'its domain name could not be found',
  'net::ERR_CONNECTION_REFUSED': 'the site refused the connection',
  'net::ERR_CONNECTION_RESET': 'the site closed the connection',
  'net::ERR_CONNECTION_CLOSED': 'the site closed the connection',
  'net::ERR_TOO_MANY_REDIRECTS': 'it redirects too many times',
  'net::ERR_SSL_PROTOCOL_ERROR': 'its secure connection failed',
};

const LOAD_FAILURE_CODES = new Set(['FAILED_DOCUMENT_REQUEST', 'ERRORED_DOCUMENT_REQUEST']);

/** "Lighthouse returned error: " and the code when there is one (not in "...: Something went wrong."). */
const PREFIX = /^\s*Lighthouse returned error:\s*(?:([A-Z][A-Z_]+)(?=[.\s]|$)\.?\s*)?/;

/** The Lighthouse error code in a PageSpeed message ("Lighthouse returned error: NO_FCP. ..."), if any. */
export function lighthouseCode(message: string | undefined): string | undefined {
  return message?.match(PREFIX)?.[1];
}

/** True for a Lighthouse code that says the page, not PageSpeed, is why there is no score. */
export function isPageFailureCode(code: string | undefined): boolean {
  return code !== undefined && (Object.hasOwn(PAGE_REASONS, code) || LOAD_FAILURE_CODES.has(code));
}

/**
 * The user's sentence for a Lighthouse failure, from its code and Google's message (either may be missing).
 * @example describeLighthouseFailure('FAILED_DOCUMENT_REQUEST', '... (Details: net::ERR_TIMED_OUT)')
 *   // 'PageSpeed could not load this page: the site took too long to answer.'
 */
export function describeLighthouseFailure(code: string | undefined, message: string | undefined): string {
  return `PageSpeed could not load this page: ${reason(code ?? lighthouseCode(message), message ?? '')}.`;
}

function reason(code: string | undefined, message: string): string {
  if (code === 'ERRORED_DOCUMENT_REQUEST') {
    const status = message.match(/\(Status code: (\d{3})\)/)?.[1];
    return status ? `the site answered with HTTP status ${status}` : 'the site answered with an error';
  }
  if (code === 'FAILED_DOCUMENT_REQUEST') {
    const net = message.match(/\(Details: (net::[A-Z_]+)\)/)?.[1];
    if (!net) return 'the page did not load';
    if (net.startsWith('net::ERR_CERT_')) return 'its security certificate is not valid';
    return NET_REASONS[net] ?? `the page did not load (${net})`;
  }
  if (code !== undefined && Object.hasOwn(PAGE_REASONS, code)) return PAGE_REASONS[code] as string;
  return firstSentence(message.replace(PREFIX, '')) ?? 'the analysis did not finish';
}

/** Google's first sentence (the cause; what follows is Lighthouse's advice to re-run it), kept short. */
function firstSentence(text: string): string | undefined {
  const sentence = text.replace(/\s+/g, ' ').trim().split(/(?<=\.)\s/)[0]?.replace(/\.$/, '').trim();
  if (!sentence) return undefined;
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}...` : sentence;
}
