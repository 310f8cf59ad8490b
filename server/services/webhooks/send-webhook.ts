import type { SafeFetch } from '../../http/safe-fetch/safe-fetch';
import { SafeFetchError } from '../../http/safe-fetch/safe-fetch-error';
import { webhookHeaders } from './sign-webhook';

/** The spec suggests 15–30 s; alerts are small and receivers should answer at once, so 10 s. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The answer's body is not used; a receiver's answer past this size is cut off (read as a failure). */
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;

export interface WebhookAttempt {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  /** When the attempt is made: its webhook-timestamp. */
  at: Date;
  userAgent: string;
}

export interface WebhookAttemptOutcome {
  ok: boolean;
  /** The HTTP status answered; null when no answer came. */
  status: number | null;
  durationMs: number;
  /** Why it failed, for the endpoint's owner; null on success. */
  error: string | null;
  /**
   * What to do after a failure: 'retry' (a later attempt may succeed), 'stop' (another attempt would end the
   * same way) or 'gone' (410: the receiver asks for no more, so the endpoint is turned off).
   */
  next: 'retry' | 'stop' | 'gone' | null;
}

const UNREACHABLE = 'The endpoint could not be reached.';

/**
 * A failure in the words of someone who runs the endpoint. Whatever kept the connection from being made (an address
 * off the public internet, a name that does not resolve, a refused or reset connection, a bad certificate) reads
 * the same, and is retried the same: telling them apart would let anyone map which hosts and ports our network
 * sees, and where names point, from the delivery log or "Send test".
 */
export function describeFailure(error: SafeFetchError): string {
  switch (error.kind) {
    case 'invalid_url':
      return error.message;
    case 'blocked_address':
      return UNREACHABLE;
    case 'timeout':
      return `The endpoint did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`;
    case 'too_large':
      return `The endpoint's answer was larger than ${WEBHOOK_RESPONSE_MAX_BYTES / 1024} KB. Answer webhooks with a short body.`;
    case 'too_many_redirects':
      return 'The endpoint answered with a redirect. Webhooks do not follow redirects: enter the address it leads to.';
    case 'network':
      return UNREACHABLE;
  }
}

/**
 * One signed POST of a message through the SSRF-safe fetch. A 2xx answer is success; any other answer, or none, a
 * failure (spec, "Delivery success and failure"). Redirects are not followed: the spec counts a 3xx as a failure
 * and advises updating the URL instead, which also leaves a receiver no way to point us somewhere internal.
 */
export async function sendWebhook(safeFetch: SafeFetch, attempt: WebhookAttempt): Promise<WebhookAttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await safeFetch(attempt.url, {
      method: 'POST',
      body: attempt.body,
      headers: webhookHeaders({ messageId: attempt.messageId, at: attempt.at, body: attempt.body, secret: attempt.secret, userAgent: attempt.userAgent }),
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: WEBHOOK_RESPONSE_MAX_BYTES,
      maxRedirects: 0,
      // Receivers often listen on their own port (:8443); the address itself is what the safe fetch guards.
      ports: 'any',
    });
    const status = response.status;
    if (status >= 200 && status < 300) return { ok: true, status, durationMs: elapsed(), error: null, next: null };
    if (status === 410) {
      return { ok: false, status, durationMs: elapsed(), error: 'The endpoint answered HTTP 410 Gone: it asks for no more webhooks.', next: 'gone' };
    }
    const error = status >= 300 && status < 400 ? `The endpoint answered with a redirect (HTTP ${status}) without a Location.` : `The endpoint answered HTTP ${status}.`;
    return { ok: false, status, durationMs: elapsed(), error, next: 'retry' };
  } catch (caught) {
    if (!(caught instanceof SafeFetchError)) throw caught;
    // An invalid address stays invalid; an answer over the size cap was most likely received, and its receiver
    // answers the same way every time: neither is worth another attempt. A refused address is retried as any
    // unreachable one is, so the two cannot be told apart (describeFailure).
    const final = caught.kind === 'invalid_url' || caught.kind === 'too_large';
    return { ok: false, status: null, durationMs: elapsed(), error: describeFailure(caught), next: final ? 'stop' : 'retry' };
  }
}
