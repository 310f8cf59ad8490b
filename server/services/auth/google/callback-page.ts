import { randomBytes } from 'node:crypto';
import type { OAuthCallbackMessage } from '../../../../contracts/auth';
import { escapeHtml } from '../../../../core/text/escape-html';


/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface CallbackPage {
  html: string;
  /** The page's own Content-Security-Policy: nothing but its one nonce'd inline script. */
  csp: string;
  nonce: string;
}

/**
 * The last page of the Google popup. It posts the outcome to the app window that opened it — to the app's
 * origin only, so no other site can receive it — and closes. Opened without an opener (popups blocked, a
 * full-page fallback, a link opened by hand) it continues to `/` or `/login?error=CODE` itself. The outcome
 * is also written on <body> (data-status/-code/-message) for the opener's polling. Never carries a token: the
 * session travels in the httpOnly cookie set on this same response.
 */
export function renderCallbackPage(message: OAuthCallbackMessage, appOrigin: string): CallbackPage {
  const nonce = randomBytes(16).toString('base64');
  const fallback =
    message.status === 'success' ? '/' : message.status === 'second-step' ? '/login?step=second' : `/login?error=${encodeURIComponent(message.code ?? 'OAUTH_FAILED')}`;
  const title = message.status === 'success' ? 'Signed in' : message.status === 'second-step' ? 'One more step' : 'Sign-in failed';
  const text = message.message ?? '';
  const script = `(function () {
  var result = ${scriptJson({ message, origin: appOrigin, fallback })};
  var opener = null;
  try { opener = window.opener; } catch (e) { opener = null; }
  if (opener && !opener.closed) {
    try { opener.postMessage(result.message, result.origin); } catch (e) { /* the link shown below remains */ }
    window.close();
  } else {
    window.location.replace(result.fallback);
  }
})();`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Rank Checker</title>
</head>
<body data-status="${message.status}" data-code="${escapeHtml(message.code ?? '')}" data-message="${escapeHtml(text)}">
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(fallback)}">Continue</a></p>
</main>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp, nonce };
}
