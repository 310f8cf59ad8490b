import { z } from 'zod';

export const PLAN_TYPES = ['free', 'pro', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Spec §3 'Plan info of the user'. */
export const planInfoSchema = z.object({
  planType: z.enum(PLAN_TYPES),
  isTrial: z.boolean(),
  trialDaysRemaining: z.number().int().min(0),
  isPaidSubscription: z.boolean(),
  subscriptionId: z.string().nullable(),
  /** ISO time the trial ends, when on a trial. */
  trialEndsAt: z.string().nullable(),
  /** Whether this account may still start its one free trial. */
  trialAvailable: z.boolean(),
});
export type PlanInfo = z.infer<typeof planInfoSchema>;

/** Spec §3 'Daily-limit info': limit and remaining are -1 when unlimited. */
export const dailyLimitInfoSchema = z.object({
  allowed: z.boolean(),
  limit: z.number().int(),
  remaining: z.number().int(),
  /** Checks used today in the user's time zone. */
  used: z.number().int(),
  /** When the allowance renews: the user's next local midnight, ISO. */
  resetsAt: z.string(),
});
export type DailyLimitInfo = z.infer<typeof dailyLimitInfoSchema>;

/** GET /api/v1/me/plan */
export const mePlanSchema = z.object({
  plan: planInfoSchema,
  dailyLimit: dailyLimitInfoSchema,
  /** Engines and features this plan may use. */
  features: z.object({
    engines: z.array(z.string()),
    competitorTracking: z.boolean(),
    pdfReports: z.boolean(),
    scheduledReports: z.boolean(),
    whiteLabel: z.boolean(),
    /** API keys for the /api/v1 routes (trial, Pro, Enterprise). */
    api: z.boolean(),
  }),
  payments: z.object({ configured: z.boolean() }),
  /** Tracked queries (a keyword on one engine, location and device) the plan holds. */
  tracking: z.object({ maxQueries: z.number().int() }),
  /** Provider searches this server's scheduled checks may make in a month; null when the operator set none. */
  searchBudget: z.number().int().nullable(),
});
export type MePlan = z.infer<typeof mePlanSchema>;

/** POST /api/v1/me/trial — spec: trial type must be pro or enterprise, else 'Invalid plan type'. */
export const startTrialRequestSchema = z.object({ planType: z.string() });

/** PUT /api/v1/me/time-zone — the browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone). */
export const timeZoneRequestSchema = z.object({ timeZone: z.string().min(1).max(64) });

/** POST /api/v1/payments/checkout -> { url } of a Stripe Checkout Session; POST /api/v1/payments/portal -> { url }. */
export const checkoutRequestSchema = z.object({ planType: z.enum(['pro', 'enterprise']).default('pro') });
export const redirectUrlSchema = z.object({ url: z.string() });

/** GET /api/v1/payments/confirm?session_id= — confirms a Checkout Session on the server and returns the plan. */
export const confirmCheckoutSchema = z.object({ plan: planInfoSchema });

/** GET /api/v1/pricing — public prices from configuration. */
export const pricingSchema = z.object({
  currency: z.string(),
  plans: z.array(
    z.object({
      planType: z.enum(PLAN_TYPES),
      monthlyPrice: z.number().nullable(),
      /** Queries (a keyword on one engine, location and device) the plan tracks on a schedule. */
      trackedQueries: z.number().int(),
    }),
  ),
  payments: z.object({ configured: z.boolean() }),
  trialDays: z.number().int(),
});
export type Pricing = z.infer<typeof pricingSchema>;
