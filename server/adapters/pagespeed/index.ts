export {
  createPageSpeedClient,
  DEFAULT_PAGESPEED_TIMEOUT_MS,
  GOOGLE_PAGESPEED_URL,
  type PageSpeedClient,
  type PageSpeedClientConfig,
} from './pagespeed-client';
export { isPageSpeedError, PAGESPEED_ERROR_MESSAGES, PageSpeedError, type PageSpeedErrorKind } from './pagespeed-error';
export { parsePageSpeed } from './parse-pagespeed';

/**
 * True when this server can run PageSpeed: a key is set, or the base URL points somewhere other than Google's
 * (a proxy or stand-in). Google without a key bills every keyless caller to one shared project (the consumer
 * `project_number:583797351490` in fixtures/pagespeed/psi_error_429.json and in
 * github.com/JakePartusch/psi-action/issues/16) whose quota is usually spent, so that does not count.
 */
export function isPageSpeedConfigured(config: { apiKey?: string; baseUrl: string }): boolean {
  if (config.apiKey?.trim()) return true;
  let host: string;
  try {
    host = new URL(config.baseUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  // Google serves the API on www.googleapis.com (GOOGLE_PAGESPEED_URL) and pagespeedonline.googleapis.com.
  return host !== 'googleapis.com' && !host.endsWith('.googleapis.com');
}
