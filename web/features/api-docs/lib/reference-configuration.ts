import type { createApiReference } from '@scalar/api-reference';

type Configuration = Parameters<typeof createApiReference>[1];

/**
 * The request examples each operation shows: curl, JavaScript's fetch and Python's requests. Scalar hides
 * clients by target ("c") or by target/client ("js/axios"); every other one of its clients is listed here.
 */
export const HIDDEN_CLIENTS = [
  'c',
  'clojure',
  'csharp',
  'dart',
  'fsharp',
  'go',
  'http',
  'java',
  'julia',
  'kotlin',
  'node',
  'objc',
  'ocaml',
  'php',
  'powershell',
  'r',
  'ruby',
  'rust',
  'swift',
  'js/axios',
  'js/jquery',
  'js/ofetch',
  'js/xhr',
  'python/python3',
  'python/aiohttp',
  'python/httpx_sync',
  'python/httpx_async',
  'shell/httpie',
  'shell/wget',
] as const;

/**
 * How the reference renders our OpenAPI document. Scalar's defaults reach out to its own services, which the
 * app's content security policy refuses (and which would tell a third party who reads our docs): fonts from its
 * CDN (withDefaultFonts), the request proxy behind "Test request", usage telemetry, and the AI agent and MCP
 * buttons it turns on by itself on localhost. Each is switched off here; the reference then makes no request
 * but the document we hand it. See scalar/scalar#2634 (proxy) and #4860 (fonts), and
 * nugget/thane-ai-agent#1512, where a vendored copy still called fonts.scalar.com and api.scalar.com.
 */
export function referenceConfiguration(document: Record<string, unknown>): Configuration {
  return {
    content: document,
    // Our own colours and fonts come from api-reference-theme.ts; 'none' is Scalar's plain base theme.
    theme: 'none',
    layout: 'modern',
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: true,
    hideTestRequestButton: true,
    hideDarkModeToggle: true,
    showDeveloperTools: 'never',
    // The page links the document itself; Scalar's download builds a file in the browser from its own copy.
    documentDownloadType: 'none',
    hiddenClients: [...HIDDEN_CLIENTS],
    defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
    authentication: { preferredSecurityScheme: 'apiKey' },
    persistAuth: false,
  };
}
