import { describe, expect, it } from 'vitest';
import { renderCallbackPage } from './callback-page';

describe('renderCallbackPage', () => {
  it('escapes the message in markup and script, so a message cannot end the script or add markup', () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"\'';
    const page = renderCallbackPage({ type: 'oauth-callback', status: 'error', code: 'OAUTH_FAILED', message: hostile }, 'https://rank.example');
    expect(page.html.match(/<script/g)).toHaveLength(1);
    expect(page.html).not.toContain('<img');
    expect(page.html).toContain('\\u003c/script>');
    expect(page.html).toContain('data-message="&lt;/script&gt;');
  });

  it.each([
    [{ type: 'oauth-callback' as const, status: 'success' as const }, '"fallback":"/"'],
    [{ type: 'oauth-callback' as const, status: 'error' as const, code: 'ACCOUNT_ALREADY_EXISTS' }, '"fallback":"/login?error=ACCOUNT_ALREADY_EXISTS"'],
    [{ type: 'oauth-callback' as const, status: 'error' as const }, '"fallback":"/login?error=OAUTH_FAILED"'],
  ])('continues without an opener to the right page (%o)', (message, expected) => {
    expect(renderCallbackPage(message, 'https://rank.example').html).toContain(expected);
  });

  it('uses a fresh nonce per page and allows no other script', () => {
    const a = renderCallbackPage({ type: 'oauth-callback', status: 'success' }, 'https://rank.example');
    const b = renderCallbackPage({ type: 'oauth-callback', status: 'success' }, 'https://rank.example');
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.csp).toBe(`default-src 'none'; script-src 'nonce-${a.nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
    expect(a.html).toContain(`<script nonce="${a.nonce}">`);
    expect(a.html).toContain('"origin":"https://rank.example"');
  });
});
