import { describe, expect, it } from 'vitest';
import { HIDDEN_CLIENTS, referenceConfiguration } from './reference-configuration';

describe('referenceConfiguration', () => {
  const document = { openapi: '3.1.0', paths: {} };
  const configuration = referenceConfiguration(document) as Record<string, unknown>;

  it('renders the document it is given, with curl first', () => {
    expect(configuration.content).toBe(document);
    expect(configuration.defaultHttpClient).toEqual({ targetKey: 'shell', clientKey: 'curl' });
    expect(configuration.authentication).toEqual({ preferredSecurityScheme: 'apiKey' });
  });

  it('turns off everything that would reach a third party: fonts, telemetry, the AI agent, MCP and the request proxy', () => {
    expect(configuration).toMatchObject({
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      hideTestRequestButton: true,
      hideClientButton: true,
      showDeveloperTools: 'never',
    });
    expect(configuration).not.toHaveProperty('proxyUrl');
  });

  it('keeps curl, fetch and requests among the clients', () => {
    const hidden = new Set<string>(HIDDEN_CLIENTS);
    for (const kept of ['shell', 'js', 'python', 'shell/curl', 'js/fetch', 'python/requests']) expect(hidden.has(kept)).toBe(false);
    expect(hidden.has('node')).toBe(true);
    expect(configuration.hiddenClients).toEqual([...HIDDEN_CLIENTS]);
  });
});
