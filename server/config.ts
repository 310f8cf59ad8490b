import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TRACKING_LIMITS, type TrackingLimits } from '../core/plans/tracking-limits';
import { parseTrustProxy, type TrustProxy } from './config/trust-proxy';
import { parseNameServers } from './http/safe-fetch/name-servers';
import { parseAllowList } from './http/safe-fetch/address-policy';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());
const int = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int({ error: `must be a whole number from ${min} to ${max}` })
      .min(min, { error: `must be a whole number from ${min} to ${max}` })
      .max(max, { error: `must be a whole number from ${min} to ${max}` })
      .default(fallback),
  );
/** A whole number in range, or undefined when unset. */
const optionalInt = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(blankToUndefined, z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional());
};

const price = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a price such as 19 or 19.99' })
      .min(0, { error: 'must be a price such as 19 or 19.99' })
      .max(1_000_000, { error: 'must be a price such as 19 or 19.99' })
      .default(fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  PORT: int(3000, 0, 65535),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  APP_URL: optionalUrl,
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./.data')),
  WEB_DIST_DIR: z.preprocess(blankToUndefined, z.string().default('./dist/web')),
  SERP_PROVIDER: z.preprocess(blankToUndefined, z.enum(['serpapi', 'demo']).optional()),
  DEMO_RANKS_MOVE: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).default('true'),
  ),
  SERPAPI_KEY: optionalString,
  SERPAPI_BASE_URL: z.preprocess(blankToUndefined, z.url().default('https://serpapi.com')),
  SERP_CACHE_TTL_SECONDS: int(3600, 0, 30 * 24 * 3600),
  SERP_TIMEOUT_MS: int(10_000, 100, 120_000),
  SERP_MAX_CONCURRENT_REQUESTS: int(32, 1, 1000),
  SERP_RATE_LIMIT_PER_HOUR: optionalInt(1, 10_000_000),
  SERP_MONTHLY_BUDGET: optionalInt(0, 1_000_000_000),
  SCHEDULED_RUN_LEASE_SECONDS: int(600, 30, 86_400),
  BAIDU_LINK_BASE_URL: z.preprocess(blankToUndefined, z.url().default('http://www.baidu.com')),
  CHECKS_IN_FLIGHT_PER_USER: int(3, 1, 100),
  CHECKS_PER_HOUR_TRIAL: int(300, 1, 1_000_000),
  CHECKS_PER_HOUR_PAID: int(1200, 1, 1_000_000),
  MAX_TRACKED_QUERIES_PRO: int(DEFAULT_TRACKING_LIMITS.pro, 3, 10_000_000),
  MAX_TRACKED_QUERIES_ENTERPRISE: int(DEFAULT_TRACKING_LIMITS.enterprise, 3, 10_000_000),
  DATABASE_POOL_MAX: int(20, 2, 1000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(30_000, 0, 3_600_000),
  SMTP_URL: z.preprocess(blankToUndefined, z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: optionalString,
  CONTACT_EMAIL: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.email({ error: 'must be an e-mail address such as support@example.com' }).optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(blankToUndefined, z.url().default('https://accounts.google.com')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_ENTERPRISE: optionalString,
  PRICE_PRO_MONTHLY: price(19),
  PRICE_ENTERPRISE_MONTHLY: price(99),
  PRICE_CURRENCY: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.string().regex(/^[a-z]{3}$/, 'must be a three-letter ISO currency code such as usd').default('usd'),
  ),
  PAGESPEED_API_KEY: optionalString,
  PAGESPEED_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url().default('https://www.googleapis.com/pagespeedonline/v5/runPagespeed'),
  ),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: optionalString,
  TWILIO_API_BASE: z.preprocess(blankToUndefined, z.url().default('https://api.twilio.com')),
  SESSION_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().optional()),
  FETCH_ALLOW_PRIVATE_HOSTS: optionalString,
  WEBHOOK_ALLOW_PRIVATE_HOSTS: optionalString,
  PAGE_FETCH_ALLOW_PRIVATE_HOSTS: optionalString,
  FETCH_DNS_SERVERS: optionalString,
  API_RATE_LIMIT_PRO_PER_MINUTE: int(60, 1, 100_000),
  API_RATE_LIMIT_ENTERPRISE_PER_MINUTE: int(600, 1, 100_000),
  JOBS_ENABLED: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  ),
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, 'at least 16 characters (a scraper sends it as a Bearer token)').optional()),
  PROCESS_ROLE: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['all', 'web', 'jobs'], { error: 'must be all, web or jobs' }).optional(),
  ),
});

export type SerpProviderName = 'serpapi' | 'demo';

/** Typed configuration, parsed once at boot and passed down; nothing else reads process.env. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  port: number;
  host: string;
  appUrl: string;
  /** Unset -> embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  /** Connections per process, and the longest a single statement may run (0 = no limit). */
  databasePool: { max: number; statementTimeoutMs: number };
  /** Absolute path. */
  dataDir: string;
  /** The built web app npm start serves (and builds when stale). */
  webDistDir: string;
  serp: {
    provider: SerpProviderName;
    /** The simulated engine's ranks move from day to day (and differ by device); off, they stand still. */
    demoRanksMove: boolean;
    serpApiKey: string | undefined;
    serpApiBaseUrl: string;
    cacheTtlSeconds: number;
    timeoutMs: number;
    /** Provider requests this process may have in flight at once; more wait their turn. */
    maxConcurrentRequests: number;
    /** Where Baidu's result redirects are resolved (tests point it at a local stand-in). */
    baiduLinkBaseUrl: string;
    /** Provider requests an hour scheduled checks make across every process; unset -> the runner's default. */
    rateLimitPerHour: number | undefined;
    /** Provider requests scheduled checks may make in a calendar month; unset -> no budget. */
    monthlyBudget: number | undefined;
  };
  /** How fast one account on an unlimited plan may check (server/services/usage/user-throttle). */
  checkThrottle: { inFlight: number; perHour: { trial: number; paid: number } };
  /** Tracked queries a Pro (and trial) and an Enterprise account may hold. */
  trackingLimits: TrackingLimits;
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /** Where /contact messages are mailed; unset -> they are only stored (npm run admin -- contact-messages). */
  contactEmail: string | undefined;
  google: { clientId: string | undefined; clientSecret: string | undefined; issuer: string };
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string | undefined;
    /** Price ids (price_...) of the monthly Pro and Enterprise subscriptions. */
    pricePro: string | undefined;
    priceEnterprise: string | undefined;
    /** Payments are on only with a secret key and the Pro price id. */
    configured: boolean;
  };
  /** Monthly prices shown on /pricing (the amounts charged are Stripe's prices). */
  pricing: { proMonthly: number; enterpriseMonthly: number; currency: string };
  pagespeed: { apiKey: string | undefined; baseUrl: string };
  /**
   * Twilio's Messages API for the codes that verify phone numbers; unset -> texts are written to dataDir/sms.log.
   * The sender is a number or alphanumeric id (TWILIO_FROM) or a Messaging Service (TWILIO_MESSAGING_SERVICE_SID).
   */
  twilio:
    | {
        accountSid: string;
        authToken: string;
        sender: { from: string } | { messagingServiceSid: string };
        apiBase: string;
      }
    | undefined;
  /** Unset -> generated once into dataDir at boot (see loadSessionSecret). Required in production. */
  sessionSecret: string | undefined;
  trustProxy: TrustProxy;
  /** Run background jobs (scheduled report e-mails) in this process; off for web-only processes. */
  jobs: { enabled: boolean };
  /**
   * What this process does (PROCESS_ROLE): 'all' serves the web app and runs background jobs, 'web' only serves,
   * 'jobs' only runs jobs (its port answers health checks alone). JOBS_ENABLED=false is the older way of saying 'web'.
   */
  role: 'all' | 'web' | 'jobs';
  /** SCHEDULED_RUN_LEASE_SECONDS: how long a scheduled run a worker claimed stays its before another takes it up. */
  scheduledRunLeaseMs: number;
  /** METRICS_TOKEN: GET /metrics answers a scraper sending it as a Bearer token; null: no /metrics at all. */
  metrics: { token: string | null };
  /** Requests a minute per API key: Pro's (and the trial's), and Enterprise's. */
  apiRateLimits: { proPerMinute: number; enterprisePerMinute: number };
  /**
   * Host names, addresses and CIDR ranges that addresses users give us may reach although they are not on the
   * public internet: webhooks (WEBHOOK_ALLOW_PRIVATE_HOSTS) and pages read for the SEO snapshot
   * (PAGE_FETCH_ALLOW_PRIVATE_HOSTS), apart, since guests ask for snapshots. Empty by default: public addresses only.
   */
  fetch: {
    webhookPrivateHosts: string[];
    pagePrivateHosts: string[];
    /** FETCH_DNS_SERVERS: name servers for those URLs' addresses; empty -> the system's resolver. */
    dnsServers: string[];
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment. Collects every problem before failing so an operator fixes them in one go.
 * `cwd` resolves a relative DATA_DIR.
 */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust.ok) problems.push(`TRUST_PROXY: ${trust.message}`);
  const webhookHosts = parsePrivateHosts(env.WEBHOOK_ALLOW_PRIVATE_HOSTS);
  if (!webhookHosts.ok) problems.push(`WEBHOOK_ALLOW_PRIVATE_HOSTS: ${webhookHosts.message}`);
  const pageHosts = parsePrivateHosts(env.PAGE_FETCH_ALLOW_PRIVATE_HOSTS);
  if (!pageHosts.ok) problems.push(`PAGE_FETCH_ALLOW_PRIVATE_HOSTS: ${pageHosts.message}`);
  // One list used to open hosts to webhooks and to guests' snapshots alike: it is refused rather than read as
  // either, so an operator decides again which of the two may reach them.
  if ((env.FETCH_ALLOW_PRIVATE_HOSTS?.trim() ?? '') !== '') {
    problems.push(
      'FETCH_ALLOW_PRIVATE_HOSTS: replaced by WEBHOOK_ALLOW_PRIVATE_HOSTS (webhooks) and PAGE_FETCH_ALLOW_PRIVATE_HOSTS (pages read for SEO snapshots, which guests can ask for); set the one you need',
    );
  }
  const dnsServers = parseDnsServers(env.FETCH_DNS_SERVERS);
  if (!dnsServers.ok) problems.push(`FETCH_DNS_SERVERS: ${dnsServers.message}`);
  // Cross-field rules read the raw values, so they are reported even when other fields are bad.
  const has = (name: string) => (env[name]?.trim() ?? '') !== '';
  if (env.SERP_PROVIDER?.trim() === 'serpapi' && !has('SERPAPI_KEY')) {
    problems.push('SERPAPI_KEY: required when SERP_PROVIDER=serpapi (get a key at https://serpapi.com)');
  }
  problems.push(...twilioProblems(has));
  if (env.NODE_ENV?.trim() === 'production' && !has('SESSION_SECRET')) {
    problems.push('SESSION_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  const jobsOff = ['false', '0'].includes(env.JOBS_ENABLED?.trim().toLowerCase() ?? '');
  const roleNamed = env.PROCESS_ROLE?.trim().toLowerCase() ?? '';
  if (jobsOff && roleNamed !== '' && roleNamed !== 'web') {
    problems.push(`JOBS_ENABLED: false says this process runs no jobs, and PROCESS_ROLE=${roleNamed} that it does; keep PROCESS_ROLE alone`);
  }
  if (!parsed.success || !trust.ok || !webhookHosts.ok || !pageHosts.ok || !dnsServers.ok || problems.length > 0) throw new ConfigError(problems);

  const e = parsed.data;
  const role = e.PROCESS_ROLE ?? (jobsOff ? 'web' : 'all');
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databasePool: { max: e.DATABASE_POOL_MAX, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    dataDir: path.resolve(cwd, e.DATA_DIR),
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR),
    serp: {
      provider: e.SERP_PROVIDER ?? (e.SERPAPI_KEY ? 'serpapi' : 'demo'),
      demoRanksMove: e.DEMO_RANKS_MOVE === 'true' || e.DEMO_RANKS_MOVE === '1',
      serpApiKey: e.SERPAPI_KEY,
      serpApiBaseUrl: e.SERPAPI_BASE_URL.replace(/\/+$/, ''),
      cacheTtlSeconds: e.SERP_CACHE_TTL_SECONDS,
      timeoutMs: e.SERP_TIMEOUT_MS,
      maxConcurrentRequests: e.SERP_MAX_CONCURRENT_REQUESTS,
      baiduLinkBaseUrl: e.BAIDU_LINK_BASE_URL.replace(/\/+$/, ''),
      rateLimitPerHour: e.SERP_RATE_LIMIT_PER_HOUR,
      monthlyBudget: e.SERP_MONTHLY_BUDGET,
    },
    checkThrottle: { inFlight: e.CHECKS_IN_FLIGHT_PER_USER, perHour: { trial: e.CHECKS_PER_HOUR_TRIAL, paid: e.CHECKS_PER_HOUR_PAID } },
    trackingLimits: { pro: e.MAX_TRACKED_QUERIES_PRO, enterprise: e.MAX_TRACKED_QUERIES_ENTERPRISE },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    contactEmail: e.CONTACT_EMAIL,
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
      pricePro: e.STRIPE_PRICE_PRO,
      priceEnterprise: e.STRIPE_PRICE_ENTERPRISE,
      configured: Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_PRO),
    },
    pricing: { proMonthly: e.PRICE_PRO_MONTHLY, enterpriseMonthly: e.PRICE_ENTERPRISE_MONTHLY, currency: e.PRICE_CURRENCY },
    pagespeed: { apiKey: e.PAGESPEED_API_KEY, baseUrl: e.PAGESPEED_BASE_URL },
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            sender: e.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID } : { from: e.TWILIO_FROM ?? '' },
            apiBase: e.TWILIO_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: trust.ok ? trust.value : false,
    jobs: { enabled: role !== 'web' },
    role,
    metrics: { token: e.METRICS_TOKEN ?? null },
    scheduledRunLeaseMs: e.SCHEDULED_RUN_LEASE_SECONDS * 1000,
    apiRateLimits: { proPerMinute: e.API_RATE_LIMIT_PRO_PER_MINUTE, enterprisePerMinute: e.API_RATE_LIMIT_ENTERPRISE_PER_MINUTE },
    fetch: {
      webhookPrivateHosts: webhookHosts.ok ? webhookHosts.value : [],
      pagePrivateHosts: pageHosts.ok ? pageHosts.value : [],
      dnsServers: dnsServers.ok ? dnsServers.value : [],
    },
  };
}

/**
 * Twilio's settings go together: an Account SID with its Auth Token and exactly one sender, or none of them (texts go
 * to the log). Half a set-up would otherwise start and fail at the first text a user asks for.
 */
function twilioProblems(has: (name: string) => boolean): string[] {
  if (!has('TWILIO_ACCOUNT_SID')) {
    const set = ['TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'].find(has);
    return set ? [`TWILIO_ACCOUNT_SID: required when ${set} is set (the Account SID from the Twilio Console)`] : [];
  }
  const problems: string[] = [];
  if (!has('TWILIO_AUTH_TOKEN')) problems.push('TWILIO_AUTH_TOKEN: required when TWILIO_ACCOUNT_SID is set');
  const senders = ['TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'].filter(has).length;
  if (senders === 0) problems.push('TWILIO_FROM: required when TWILIO_ACCOUNT_SID is set, unless TWILIO_MESSAGING_SERVICE_SID is (the number or sender id texts come from)');
  if (senders === 2) problems.push('TWILIO_FROM: set either TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both');
  return problems;
}

/**
 * WEBHOOK_ALLOW_PRIVATE_HOSTS or PAGE_FETCH_ALLOW_PRIVATE_HOSTS as a list, each entry checked by the same parser the SSRF-safe fetch uses, so what
 * boots is what the fetch accepts. Every bad entry is named at once.
 */
function parsePrivateHosts(raw: string | undefined): { ok: true; value: string[] } | { ok: false; message: string } {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => {
    try {
      parseAllowList([entry]);
      return false;
    } catch {
      return true;
    }
  });
  if (bad.length > 0) {
    return { ok: false, message: `expected a comma list of host names, addresses or CIDR ranges (hooks.intranet,10.0.0.0/8); bad: ${bad.join(', ')}` };
  }
  return { ok: true, value: entries };
}

/** FETCH_DNS_SERVERS as a list of name server addresses (each with an optional port). */
function parseDnsServers(raw: string | undefined): { ok: true; value: string[] } | { ok: false; message: string } {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    return { ok: true, value: parseNameServers(entries) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
