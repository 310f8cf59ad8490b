import { vi } from 'vitest';
import type { Session, SessionUser } from '../../contracts/auth';
import type { Notification } from '../../contracts/notification';
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
export function makeMePlan(plan: PlanInfo = makePlanInfo(), options: { used?: number; paymentsConfigured?: boolean; searchBudget?: number } = {}): MePlan {
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
      api: !free,
    },
    payments: { configured: options.paymentsConfigured ?? true },
    tracking: { maxQueries: free ? 3 : plan.planType === 'enterprise' && !plan.isTrial ? 25_000 : 5000 },
    searchBudget: options.searchBudget ?? null,
  };
}

/** An unread rank alert for 'running shoes' on example.com (Google, US, desktop) unless overridden. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '1',
    type: 'rank_change',
    title: 'Ranking improved',
    message: 'example.com moved from #12 to #11 for "running shoes"',
    keyword: 'running shoes',
    websiteUrl: 'example.com',
    rankPosition: 11,
    rankChange: 1,
    searchEngine: 'google',
    location: 'us',
    device: 'desktop',
    read: false,
    readAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * Routes answering the bell: the list, its unread count (the unread items unless `count` is given) and
 * marking read, which updates the list as the server would. Spread them into fakeApi() beside other routes.
 */
export function notificationRoutes(items: Notification[] = [], options: { count?: number } = {}): Record<string, Handler> {
  let current = items.map((item) => ({ ...item }));
  let count = options.count;
  const unread = () => count ?? current.filter((item) => !item.read).length;
  const read = (item: Notification): Notification => (item.read ? item : { ...item, read: true, readAt: new Date().toISOString() });
  return {
    'GET /api/v1/me/notifications': () => jsonResponse({ items: current }),
    'GET /api/v1/me/notifications/unread-count': () => jsonResponse({ count: unread() }),
    'POST /api/v1/me/notifications/read-all': () => {
      const marked = current.filter((item) => !item.read).length;
      current = current.map(read);
      count = 0;
      return jsonResponse({ marked });
    },
    ...Object.fromEntries(
      current.map((item) => [
        `POST /api/v1/me/notifications/${item.id}/read`,
        () => {
          if (count !== undefined && !current.find((n) => n.id === item.id)?.read) count = Math.max(0, count - 1);
          current = current.map((n) => (n.id === item.id ? read(n) : n));
          return new Response(null, { status: 204 });
        },
      ]),
    ),
  };
}
