import { vi } from 'vitest';
import type { Session, SessionUser } from '../../contracts/auth';
import type { MePlan, PlanInfo } from '../../contracts/plan';
import type { RankCheckResult } from '../../contracts/rank-check';
import { SEARCH_ENGINES } from '../../core/search/engines';

/** A RankCheckResult with sensible defaults for tests. */
export function makeResult(overrides: Partial<RankCheckResult> = {}): RankCheckResult {
  return {
    rank: 7,
    page: 1,
    type: 'organic',
    matchedUrl: 'https://example.com/running-shoes',
    otherPositions: [],
    checkedAt: new Date().toISOString(),
    source: 'serpapi',
    simulated: false,
    pagesScanned: 1,
    resultsScanned: 10,
    keyword: 'running shoes',
    websiteUrl: 'example.com',
    location: 'us',
    searchEngine: 'google',
    device: 'desktop',
    locationTargeting: { level: 'country', note: null },
    competitors: [],
    ...overrides,
  };
}

/** A streamed response whose body arrives in the given chunks (to exercise line splitting). */
export function ndjsonResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
}

export function ndjsonLines(events: unknown[]): string[] {
  return events.map((event) => `${JSON.stringify(event)}\n`);
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs fetch with a tiny router: `{ 'POST /api/v1/auth/sign-in': () => jsonResponse(...) }`. Unknown
 * routes answer 404 like the server. Returns the mock so tests can read what was sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ error: { code: 'NOT_FOUND', message: `No fake for ${method} ${url.pathname}` } }, 404);
    return handler({ url, method, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** Bodies sent to `METHOD /path`, in order. */
  const sent = (route: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname}` === route)
      .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
  return { fetchMock, sent };
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    emailVerified: true,
    hasPassword: true,
    googleLinked: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSession(user: SessionUser | null, googleConfigured = true): Session {
  return { user, expiresAt: user ? '2026-12-31T00:00:00.000Z' : null, google: { configured: googleConfigured } };
}

export function apiErrorResponse(code: string, message: string, status: number): Response {
  return jsonResponse({ error: { code, message } }, status);
}

/** Plan info of a free account (no record) unless overridden. */
export function makePlanInfo(overrides: Partial<PlanInfo> = {}): PlanInfo {
  return {
    planType: 'free',
    isTrial: false,
    trialDaysRemaining: 0,
    isPaidSubscription: false,
    subscriptionId: null,
    trialEndsAt: null,
    trialAvailable: true,
    ...overrides,
  };
}

/** Ready-made plan states as GET /api/v1/me/plan answers them. */
export const PLAN_STATES = {
  free: makePlanInfo(),
  freeTrialUsed: makePlanInfo({ trialAvailable: false }),
  trial: makePlanInfo({ planType: 'pro', isTrial: true, trialDaysRemaining: 3, trialEndsAt: '2026-03-04T23:59:59.999Z', trialAvailable: false }),
  pro: makePlanInfo({ planType: 'pro', isPaidSubscription: true, subscriptionId: 'sub_123', trialAvailable: false }),
  enterprise: makePlanInfo({ planType: 'enterprise', trialAvailable: false }),
} as const;

/** A GET /api/v1/me/plan answer for `plan`: free plans get 3 checks a day and Google only. */
export function makeMePlan(plan: PlanInfo = makePlanInfo(), options: { used?: number; paymentsConfigured?: boolean } = {}): MePlan {
  const free = plan.planType === 'free';
  const used = options.used ?? 0;
  return {
    plan,
    dailyLimit: {
      allowed: !free || used < 3,
      limit: free ? 3 : -1,
      remaining: free ? Math.max(0, 3 - used) : -1,
      used,
      resetsAt: '2026-03-02T00:00:00.000Z',
    },
    features: {
      engines: free ? ['google'] : [...SEARCH_ENGINES],
      competitorTracking: !free,
      pdfReports: !free,
      scheduledReports: !free && !plan.isTrial,
      whiteLabel: plan.planType === 'enterprise' && !plan.isTrial,
    },
    payments: { configured: options.paymentsConfigured ?? true },
  };
}
