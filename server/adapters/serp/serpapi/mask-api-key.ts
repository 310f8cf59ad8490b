/** The request URL with the `api_key` value hidden, for logs: the key must never be written anywhere. */
export function maskApiKey(url: string): string {
  return url.replace(/([?&]api_key=)[^&#]*/gi, '$1***');
}
