import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { parseTrustProxy } from './config/trust-proxy';

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/app', '.data'),
      serp: { provider: 'demo', serpApiBaseUrl: 'https://serpapi.com', cacheTtlSeconds: 3600, timeoutMs: 10_000 },
      google: { issuer: 'https://accounts.google.com' },
      trustProxy: false,
      nodeEnv: 'development',
    });
  });

  it('reads the scheduled checks\' shared rate limit and monthly budget, unset by default', () => {
    expect(parseConfig({}).serp).toMatchObject({ rateLimitPerHour: undefined, monthlyBudget: undefined });
    expect(parseConfig({ SERP_RATE_LIMIT_PER_HOUR: '6000', SERP_MONTHLY_BUDGET: '30000' }).serp).toMatchObject({ rateLimitPerHour: 6000, monthlyBudget: 30_000 });
    expect(() => parseConfig({ SERP_RATE_LIMIT_PER_HOUR: '0', SERP_MONTHLY_BUDGET: 'lots' })).toThrow(
      /SERP_RATE_LIMIT_PER_HOUR: must be a whole number from 1 to 10000000[\s\S]*SERP_MONTHLY_BUDGET: must be a whole number/,
    );
  });

  it('uses SerpApi when a key is set, and APP_URL follows PORT', () => {
    const config = parseConfig({ SERPAPI_KEY: 'k', PORT: '8080' });
    expect(config.serp.provider).toBe('serpapi');
    expect(config.appUrl).toBe('http://localhost:8080');
  });

  it('keeps the demo engine when asked for even with a key, and treats blank values as unset', () => {
    expect(parseConfig({ SERPAPI_KEY: 'k', SERP_PROVIDER: 'demo' }).serp.provider).toBe('demo');
    expect(parseConfig({ DATABASE_URL: '  ', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('prints every bad field at once', () => {
    const env = {
      PORT: 'eighty',
      SERP_PROVIDER: 'serpapi',
      DATABASE_URL: 'mysql://x',
      TRUST_PROXY: 'sometimes',
      SERP_CACHE_TTL_SECONDS: '-1',
    };
    let error: unknown;
    try {
      parseConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const field of ['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'SERP_CACHE_TTL_SECONDS', 'SERPAPI_KEY']) {
      expect(problems).toContain(field);
    }
  });

  it('serves the web app and runs jobs unless PROCESS_ROLE says one of them', () => {
    expect(parseConfig({}).role).toBe('all');
    expect(parseConfig({ PROCESS_ROLE: 'web' })).toMatchObject({ role: 'web', jobs: { enabled: false } });
    expect(parseConfig({ PROCESS_ROLE: ' Jobs ' })).toMatchObject({ role: 'jobs', jobs: { enabled: true } });
    expect(parseConfig({ JOBS_ENABLED: 'false' }).role).toBe('web');
    expect(() => parseConfig({ PROCESS_ROLE: 'worker' })).toThrow(/PROCESS_ROLE: must be all, web or jobs/);
    expect(() => parseConfig({ PROCESS_ROLE: 'jobs', JOBS_ENABLED: 'false' })).toThrow(/keep PROCESS_ROLE alone/);
  });

  it('runs background jobs unless JOBS_ENABLED is false', () => {
    expect(parseConfig({}).jobs.enabled).toBe(true);
    expect(parseConfig({ JOBS_ENABLED: 'FALSE' }).jobs.enabled).toBe(false);
    expect(parseConfig({ JOBS_ENABLED: '0' }).jobs.enabled).toBe(false);
    expect(parseConfig({ JOBS_ENABLED: '1' }).jobs.enabled).toBe(true);
    expect(() => parseConfig({ JOBS_ENABLED: 'sometimes' })).toThrow(/JOBS_ENABLED: must be true or false/);
  });

  it('takes CONTACT_EMAIL as an e-mail address, unset when blank', () => {
    expect(parseConfig({}).contactEmail).toBeUndefined();
    expect(parseConfig({ CONTACT_EMAIL: '  ' }).contactEmail).toBeUndefined();
    expect(parseConfig({ CONTACT_EMAIL: ' support@example.com ' }).contactEmail).toBe('support@example.com');
    expect(() => parseConfig({ CONTACT_EMAIL: 'support' })).toThrow(/CONTACT_EMAIL: must be an e-mail address/);
  });

  it.each([
    ['WEBHOOK_ALLOW_PRIVATE_HOSTS', 'webhookPrivateHosts'],
    ['PAGE_FETCH_ALLOW_PRIVATE_HOSTS', 'pagePrivateHosts'],
  ] as const)('reads %s as a comma list, empty by default, apart from the other, and names every bad entry', (name, field) => {
    const other = field === 'webhookPrivateHosts' ? 'pagePrivateHosts' : 'webhookPrivateHosts';
    expect(parseConfig({}).fetch[field]).toEqual([]);
    expect(parseConfig({ [name]: '  ' }).fetch[field]).toEqual([]);
    const parsed = parseConfig({ [name]: 'hooks.intranet, 10.0.0.0/8 ,127.0.0.1,[::1],' });
    expect(parsed.fetch[field]).toEqual(['hooks.intranet', '10.0.0.0/8', '127.0.0.1', '[::1]']);
    expect(parsed.fetch[other]).toEqual([]);
    let error: unknown;
    try {
      parseConfig({ [name]: 'ok.example,http://x,10.0.0.0/99' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      `${name}: expected a comma list of host names, addresses or CIDR ranges (hooks.intranet,10.0.0.0/8); bad: http://x, 10.0.0.0/99`,
    ]);
  });

  it('refuses FETCH_ALLOW_PRIVATE_HOSTS, which opened hosts to webhooks and guests’ snapshots alike, naming what replaces it', () => {
    expect(() => parseConfig({ FETCH_ALLOW_PRIVATE_HOSTS: 'hooks.intranet' })).toThrow(
      'FETCH_ALLOW_PRIVATE_HOSTS: replaced by WEBHOOK_ALLOW_PRIVATE_HOSTS (webhooks) and PAGE_FETCH_ALLOW_PRIVATE_HOSTS (pages read for SEO snapshots, which guests can ask for); set the one you need',
    );
  });

  it('reads FETCH_DNS_SERVERS as a comma list of addresses with optional ports, empty by default', () => {
    expect(parseConfig({}).fetch.dnsServers).toEqual([]);
    expect(parseConfig({ FETCH_DNS_SERVERS: '10.0.0.2, 127.0.0.1:5353' }).fetch.dnsServers).toEqual(['10.0.0.2', '127.0.0.1:5353']);
    expect(() => parseConfig({ FETCH_DNS_SERVERS: 'dns.example' })).toThrow(/FETCH_DNS_SERVERS: "dns.example" is not a name server address/);
  });

  it('requires SERPAPI_KEY for serpapi and SESSION_SECRET in production', () => {
    expect(() => parseConfig({ SERP_PROVIDER: 'serpapi' })).toThrow(/SERPAPI_KEY: required/);
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required/);
    expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
  });

  it('texts through Twilio only with an Account SID, its Auth Token and one sender; otherwise to the log', () => {
    expect(parseConfig({}).twilio).toBeUndefined();
    const twilio = { TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_AUTH_TOKEN: 'token' };
    expect(parseConfig({ ...twilio, TWILIO_FROM: '+15005550006' }).twilio).toEqual({
      accountSid: 'AC0123',
      authToken: 'token',
      sender: { from: '+15005550006' },
      apiBase: 'https://api.twilio.com',
    });
    expect(parseConfig({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: 'MG0123', TWILIO_API_BASE: 'http://127.0.0.1:4010/' }).twilio).toMatchObject({
      sender: { messagingServiceSid: 'MG0123' },
      apiBase: 'http://127.0.0.1:4010',
    });
    expect(() => parseConfig({ TWILIO_AUTH_TOKEN: 'token' })).toThrow(/TWILIO_ACCOUNT_SID: required when TWILIO_AUTH_TOKEN is set/);
    expect(() => parseConfig({ TWILIO_ACCOUNT_SID: 'AC0123' })).toThrow(/TWILIO_AUTH_TOKEN: required[\s\S]*TWILIO_FROM: required/);
    expect(() => parseConfig({ ...twilio, TWILIO_FROM: '+15005550006', TWILIO_MESSAGING_SERVICE_SID: 'MG0123' })).toThrow(/not both/);
    expect(() => parseConfig({ ...twilio, TWILIO_FROM: '+15005550006', TWILIO_API_BASE: 'twilio' })).toThrow(/TWILIO_API_BASE/);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
  ])('%s -> %j', (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ ok: true, value });
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/9'])('refuses %s', (raw) => {
    expect(parseTrustProxy(raw).ok).toBe(false);
  });
});
