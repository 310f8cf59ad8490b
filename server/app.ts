import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createStripeClient } from './adapters/payments/stripe-client';
import { cancelSubscriptionForDeletion } from './services/payments/cancel-subscription-for-deletion';
import type { SerpProvider } from './adapters/serp/serp-provider';
import type { Config } from './config';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { Pool } from './db/pool';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi';
import { registerCommonResponses } from './plugins/common-responses';
import { registerOriginCheck } from './plugins/origin-check';
import { registerRejectBrokenText } from './plugins/reject-broken-text';
import { registerProxyHeaderWarning } from './plugins/proxy-header-warning';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerWorkspaceAccess } from './plugins/workspace';
import { registerFreshSecondStep } from './plugins/fresh-second-step';
import { registerIdempotency } from './plugins/idempotency';
import { registerStaticWeb } from './plugins/static-web';
import { registerMetrics } from './plugins/metrics';
import { setScrapeSources } from './metrics/scrape-collectors';
import { migrationNames } from './db/migrate';
import type { ReadinessSource } from './services/readiness';
import { authGoogleRoutes } from './routes/auth-google';
import { authRoutes } from './routes/auth';
import { authAccountRoutes } from './routes/auth-account';
import { contactRoutes } from './routes/contact';
import { meLearningRoutes } from './routes/me-learning';
import { meNotificationRoutes } from './routes/me-notifications';
import { meWebhookRoutes } from './routes/me-webhooks';
import { seoSnapshotRoutes } from './routes/seo-snapshots';
import { meApiKeyRoutes } from './routes/me-api-keys';
import { isPageSpeedConfigured } from './adapters/pagespeed';
import { resolverFor } from './http/safe-fetch/name-servers';
import { createPageFetch, pageUserAgent } from './services/seo-snapshot/page-fetch';
import { createSafeFetch } from './http/safe-fetch/safe-fetch';
import { webhookUserAgent } from './services/webhooks/sign-webhook';
import { meAlertRuleRoutes } from './routes/me-alert-rules';
import { meAchievementRoutes } from './routes/me-achievements';
import { meAuditLogRoutes } from './routes/me-audit-log';
import { meTeamRoutes } from './routes/me-team';
import { meTwoStepRoutes } from './routes/me-two-step';
import { mePhoneRoutes } from './routes/me-phone';
import { createSmsSender } from './adapters/sms';
import { authPasskeyRoutes } from './routes/auth-passkeys';
import { mePasskeyRoutes } from './routes/me-passkeys';
import { relyingPartyOf } from './services/auth/passkeys/relying-party';
import { createTextSealer } from './services/tokens/text-sealer';
import { invitationRoutes } from './routes/invitations';
import { meScheduledCheckRoutes } from './routes/me-scheduled-checks';
import { meCompetitorRoutes } from './routes/me-competitors';
import { meSiteRoutes } from './routes/me-sites';
import { meCompetitorDiscoveryRoutes } from './routes/me-competitor-discovery';
import { loadCourseCatalog } from './services/learning/course-catalog';
import { authSessionRoutes } from './routes/auth-session';
import { healthRoutes } from './routes/health';
import { meDashboardRoutes } from './routes/me-dashboard';
import { meHistoryRoutes } from './routes/me-history';
import { mePlanRoutes } from './routes/me-plan';
import { meReportsRoutes } from './routes/me-reports';
import { meReportPdfRoutes } from './routes/me-report-pdf';
import { pricingRoutes } from './routes/pricing';
import { paymentRoutes } from './routes/payments';
import { rankCheckRoutes } from './routes/rank-checks';
import { meBrandingRoutes } from './routes/me-branding';
import { reportScheduleRoutes } from './routes/report-schedules';
import { reportScheduleMailRoutes } from './routes/report-schedule-mail';
import { reportShareRoutes } from './routes/report-shares';
import { sharedReportRoutes } from './routes/shared-reports';
import { createShareTokenCipher } from './services/reports/share-token-cipher';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './routes/stripe-webhook';
import { createMailOutbox } from './services/mail/mail-outbox';
import { DEFAULT_JOB_SCHEMA } from './db/queries/jobs';
import { createBaiduLinkResolver } from './adapters/serp/baidu/create-baidu-link-resolver';
import { DEFAULT_RETRY } from './adapters/serp/serpapi/retry-policy';
import { createCachedLinkResolver } from './services/rank-check/cached-link-resolver';
import { createCachedSerpFetcher } from './services/rank-check/cached-serp-fetcher';
import { createRequestLimiter } from './services/rank-check/request-limiter';
import { createGuestIpKeyer } from './services/usage/guest-ip-key';
import { createAlertSenders } from './services/alerts/alert-senders';
import { meEmailPreferenceRoutes } from './routes/me-email-preferences';
import { EMAIL_UNSUBSCRIBE_PATH, emailUnsubscribeRoutes } from './routes/email-unsubscribe';
import { createUnsubscribeTokens } from './services/alert-emails/unsubscribe-token';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_WEB_ROOT = path.join(ROOT, 'dist', 'web');
/** The courses of /learn, in the repository beside the code (the web app is built from the same files). */
const COURSES_DIR = path.join(ROOT, 'content', 'courses');
export const VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export interface BuildAppOptions {
  /** sessionSecret must be resolved (see config/session-secret). */
  config: Config & { sessionSecret: string };
  pool: Pool;
  serpProvider: SerpProvider;
  /** A pino logger; none -> logging off (tests). */
  logger?: FastifyBaseLogger;
  /** The built SPA; defaults to dist/web. */
  webRoot?: string;
  /** Clock for checkedAt and the guest's calendar day. */
  now?: () => Date;
  /** graphile-worker's schema, where account e-mails are queued (tests use one per app). */
  jobSchema?: string;
  /** What readiness depends on besides the database: this process's job runner, and whether it is shutting down. */
  readiness?: Pick<ReadinessSource, 'jobs' | 'draining'>;
}

/** Builds the whole HTTP app without listening, so tests can `inject` requests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, pool, serpProvider } = options;
  const https = config.appUrl.startsWith('https://');
  const serverOptions = {
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    frameworkErrors: answerFrameworkError,
  };
  const app = options.logger
    ? Fastify({ ...serverOptions, loggerInstance: options.logger })
    : Fastify({ ...serverOptions, logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRejectBrokenText(app);
  registerMetrics(app, { token: config.metrics.token });
  setScrapeSources({ pool, jobSchema: options.jobSchema ?? DEFAULT_JOB_SCHEMA, serp: { provider: serpProvider.name, monthlyBudget: config.serp.monthlyBudget ?? null } });

  await registerSecurityHeaders(app, { https });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cookie, { secret: config.sessionSecret });
  const originExemptPaths = [STRIPE_WEBHOOK_PATH, EMAIL_UNSUBSCRIBE_PATH];
  await registerOpenApi(app, { version: VERSION, appUrl: config.appUrl, originExemptPaths });
  registerCommonResponses(app);

  const now = options.now ?? (() => new Date());
  // Stripe's servers call the webhook; its signature, not the Origin, proves where it came from. Mail providers
  // POST one-click unsubscribes (RFC 8058) without cookies or our Origin; the signed token in the URL is the proof.
  registerOriginCheck(app, { appUrl: config.appUrl, exemptPaths: originExemptPaths });
  registerProxyHeaderWarning(app, { trustProxyConfigured: config.trustProxy !== false });
  registerSession(app, { db: pool, now, secure: https, apiKeys: { rateLimits: config.apiRateLimits } });
  registerWorkspaceAccess(app);
  registerFreshSecondStep(app, { db: pool, now });
  registerIdempotency(app, { db: pool, now });
  await app.register(authSessionRoutes, {
    db: pool,
    googleConfigured: Boolean(config.google.clientId && config.google.clientSecret),
  });
  // Account e-mails are queued as jobs; the job runner (server/jobs) sends them with the configured mailer.
  const outbox = createMailOutbox({ pool, jobSchema: options.jobSchema ?? DEFAULT_JOB_SCHEMA, log: app.log });
  app.addHook('onClose', () => outbox.idle());
  const stripe = createStripeClient(config.stripe);
  const authDeps = {
    pool,
    outbox,
    appUrl: config.appUrl,
    now,
    sealer: createTextSealer(config.sessionSecret, 'two-step-totp'),
    relyingParty: relyingPartyOf(config.appUrl),
    ...(stripe ? { cancelSubscription: (id: string) => cancelSubscriptionForDeletion(stripe, id) } : {}),
  };
  await app.register(authRoutes, { deps: authDeps, secureCookies: https });
  await app.register(authAccountRoutes, { deps: authDeps, secureCookies: https });
  await app.register(meTwoStepRoutes, { deps: authDeps });
  await app.register(mePhoneRoutes, { deps: { ...authDeps, sms: createSmsSender(config, app.log) } });
  await app.register(authPasskeyRoutes, { deps: authDeps, secureCookies: https });
  await app.register(mePasskeyRoutes, { deps: authDeps });
  const serpLimiter = createRequestLimiter(config.serp.maxConcurrentRequests);
  const fetcher = createCachedSerpFetcher({
    provider: serpProvider,
    pool,
    ttlSeconds: config.serp.cacheTtlSeconds,
    limiter: serpLimiter,
    // Longer than the provider's worst case: every attempt at the timeout, plus backoff.
    leaseMs: config.serp.timeoutMs * DEFAULT_RETRY.attempts + 10_000,
  });
  const links = createCachedLinkResolver({
    resolver: createBaiduLinkResolver({
      baseUrl: config.serp.baiduLinkBaseUrl,
      timeoutMs: Math.min(config.serp.timeoutMs, 5_000),
      userAgent: `RankChecker/${VERSION} (+${config.appUrl})`,
    }),
    pool,
    limiter: serpLimiter,
  });
  await app.register(authGoogleRoutes, { pool, appUrl: config.appUrl, google: config.google, now, secure: https, outbox });
  await app.register(rankCheckRoutes, {
    deps: {
      pool,
      fetcher,
      links,
      throttle: config.checkThrottle,
      logger: app.log,
      now,
      alertSenders: createAlertSenders({ jobSchema: options.jobSchema ?? DEFAULT_JOB_SCHEMA }),
    },
    secureCookies: https,
    guestIpKey: createGuestIpKeyer(config.sessionSecret),
  });
  await app.register(meDashboardRoutes, { db: pool });
  await app.register(meHistoryRoutes, { db: pool, now });
  await app.register(meReportsRoutes, { db: pool, now });
  await app.register(meReportPdfRoutes, { db: pool, now });
  const shareDeps = { db: pool, cipher: createShareTokenCipher(config.sessionSecret), appUrl: config.appUrl };
  await app.register(reportShareRoutes, { deps: shareDeps, now });
  await app.register(sharedReportRoutes, { db: pool, now });
  await app.register(meBrandingRoutes, { db: pool, now });
  await app.register(reportScheduleRoutes, { db: pool, now });
  await app.register(reportScheduleMailRoutes, { deps: { pool, outbox, appUrl: config.appUrl }, now });
  await app.register(mePlanRoutes, {
    pool,
    now,
    settings: { paymentsConfigured: config.stripe.configured, limits: config.trackingLimits, searchBudget: config.serp.monthlyBudget ?? null },
  });
  await app.register(pricingRoutes, { pricing: config.pricing, paymentsConfigured: config.stripe.configured, limits: config.trackingLimits });
  const paymentDeps = {
    pool,
    stripe,
    prices: config.stripe,
    appUrl: config.appUrl,
    now,
  };
  await app.register(paymentRoutes, { deps: paymentDeps });
  await app.register(stripeWebhookRoutes, { deps: paymentDeps, webhookSecret: config.stripe.webhookSecret });
  await app.register(contactRoutes, {
    deps: { pool, contactEmail: config.contactEmail, jobSchema: options.jobSchema ?? DEFAULT_JOB_SCHEMA },
    now,
    ipKey: createGuestIpKeyer(config.sessionSecret),
  });
  await app.register(meNotificationRoutes, { db: pool, now });
  await app.register(meEmailPreferenceRoutes, { pool, jobSchema: options.jobSchema ?? DEFAULT_JOB_SCHEMA, now });
  await app.register(emailUnsubscribeRoutes, { pool, tokens: createUnsubscribeTokens(config.sessionSecret), now });
  const webhookAgent = webhookUserAgent(config.appUrl);
  const webhookFetch = createSafeFetch({
    allowPrivateHosts: config.fetch.webhookPrivateHosts,
    userAgent: webhookAgent,
    resolve: resolverFor(config.fetch.dnsServers),
  });
  await app.register(meWebhookRoutes, { db: pool, now, safeFetch: webhookFetch, userAgent: webhookAgent, allowPrivateHosts: config.fetch.webhookPrivateHosts });
  await app.register(meAlertRuleRoutes, { pool, now });
  await app.register(meApiKeyRoutes, { pool, now, rateLimits: config.apiRateLimits });
  await app.register(seoSnapshotRoutes, {
    deps: {
      pool,
      pageFetch: createPageFetch({ allowPrivateHosts: config.fetch.pagePrivateHosts, dnsServers: config.fetch.dnsServers, userAgent: pageUserAgent(config.appUrl, VERSION) }),
      pageSpeedConfigured: isPageSpeedConfigured(config.pagespeed),
      jobSchema: options.jobSchema ?? DEFAULT_JOB_SCHEMA,
      now,
    },
    secureCookies: https,
    guestIpKey: createGuestIpKeyer(config.sessionSecret),
  });
  await app.register(meAchievementRoutes, { db: pool });
  await app.register(meAuditLogRoutes, { db: pool });
  await app.register(meTeamRoutes, { deps: { pool, outbox, appUrl: config.appUrl }, now });
  await app.register(invitationRoutes, { pool, now });
  await app.register(meScheduledCheckRoutes, { pool, jobSchema: options.jobSchema ?? DEFAULT_JOB_SCHEMA, now, limits: config.trackingLimits });
  await app.register(meCompetitorRoutes, { pool, now });
  await app.register(meSiteRoutes, { pool, jobSchema: options.jobSchema ?? DEFAULT_JOB_SCHEMA, now, limits: config.trackingLimits });
  await app.register(meCompetitorDiscoveryRoutes, { pool, now });
  await app.register(meLearningRoutes, { deps: { db: pool, catalog: loadCourseCatalog(COURSES_DIR) }, now });
  await app.register(healthRoutes, {
    pool,
    readiness: { migrations: await migrationNames(), jobs: options.readiness?.jobs ?? null, draining: options.readiness?.draining ?? (() => false) },
    databaseKind: config.databaseUrl ? 'external' : 'embedded',
    serp: {
      provider: serpProvider.name,
      configured: serpProvider.simulated || Boolean(config.serp.serpApiKey),
      simulated: serpProvider.simulated,
    },
    version: VERSION,
  });
  registerOpenApiRoute(app);
  await registerStaticWeb(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
