import { z } from 'zod';
import { DEVICES } from '../core/search/devices';
import { SEARCH_ENGINES } from '../core/search/engines';
import { PAGE_BLOCKS } from './serp-features';

/** Period reports cover whole days in the user's time zone; these are the lengths the UI offers. */
export const REPORT_PERIOD_DAYS = [7, 30, 90] as const;
export const RANK_BAND_KEYS = ['top10', 'top30', 'top50', 'beyond50', 'not-found'] as const;

/** GET /api/v1/me/reports/sites — the sites the user has checked, most checked first. */
export const reportSitesSchema = z.object({
  sites: z.array(
    z.object({
      site: z.string(),
      checks: z.number().int(),
      lastCheckedAt: z.string(),
      /** The tags of the site's tracked queries: a report can be limited to one. */
      tags: z.array(z.string()),
    }),
  ),
});
export type ReportSites = z.infer<typeof reportSitesSchema>;

/** Which report: a site and a period of whole days (ISO yyyy-mm-dd, `to` inclusive) in the user's time zone. */
export const reportRequestSchema = z.object({
  site: z.string().trim().min(1).max(2048),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Only the site's queries tracked with this tag: a report per client, product line or team. */
  tag: z.string().trim().max(40).optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** One tracked query (keyword + engine + location + device) of the site over the period. */
export const reportKeywordSchema = z.object({
  keyword: z.string(),
  engine: z.enum(SEARCH_ENGINES),
  location: z.string(),
  /** Desktop and mobile results rank separately, so each is its own tracked query. */
  device: z.enum(DEVICES),
  checks: z.number().int(),
  /** True when any of its checks in the period came from the built-in simulated engine (not real rankings). */
  simulated: z.boolean(),
  /** Rank at the first and last check in the period; 0 = not found. */
  firstRank: z.number().int(),
  lastRank: z.number().int(),
  /** Best found rank in the period, null when never found. */
  bestRank: z.number().int().nullable(),
  /** Positions gained from first to last (positive = moved up); not-found counts as 101. */
  change: z.number().int(),
});
export type ReportKeyword = z.infer<typeof reportKeywordSchema>;

export const reportCompetitorSchema = z.object({
  url: z.string(),
  /** Checks of the site that also tracked this competitor. */
  checks: z.number().int(),
  /** Average found rank of the competitor over those checks, null when never found. */
  averageRank: z.number().nullable(),
  /** Average found rank of the site over the same checks, null when never found. */
  siteAverageRank: z.number().nullable(),
  /** How often the site ranked better than the competitor (found and lower number, or found while it was not). */
  siteAhead: z.number().int(),
  competitorAhead: z.number().int(),
});
export type ReportCompetitor = z.infer<typeof reportCompetitorSchema>;

const reportQueryFields = {
  keyword: z.string(),
  engine: z.enum(SEARCH_ENGINES),
  location: z.string(),
  device: z.enum(DEVICES),
  simulated: z.boolean(),
};

/** A tracked query whose AI Overview started or stopped citing the site over the period. */
export const reportCitationChangeSchema = z.object({
  ...reportQueryFields,
  /** The site's place among the sources at the first and the last overview read in the period; null when not cited. */
  firstPosition: z.number().int().nullable(),
  lastPosition: z.number().int().nullable(),
  /** Sources of the last overview read; 0 when none was shown. */
  sources: z.number().int(),
});
export type ReportCitationChange = z.infer<typeof reportCitationChangeSchema>;

/** A SERP feature the site came to hold (or stopped holding) on a tracked query over the period. */
export const reportFeatureChangeSchema = z.object({ ...reportQueryFields, feature: z.enum(PAGE_BLOCKS) });
export type ReportFeatureChange = z.infer<typeof reportFeatureChangeSchema>;

/** Enterprise white label: shown on the PDF and the shared page instead of Rank Checker's name. */
export const brandingSchema = z.object({
  companyName: z.string().trim().min(1).max(80),
  /** #rrggbb */
  accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** data:image/png;base64,... or data:image/jpeg;base64,..., at most 200 KB decoded; null = no logo. */
  logoDataUrl: z.string().max(300_000).nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const reportSchema = z.object({
  site: z.string(),
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  totals: z.object({ checks: z.number().int(), keywords: z.number().int() }),
  /** Checks of the period whose results came from the built-in simulated engine; above 0 the report must say so. */
  simulatedChecks: z.number().int(),
  /** Average of the last found rank of every tracked query; null when none was found. */
  averagePosition: z.number().nullable(),
  /** How many tracked queries ended the period in each band (by last rank). */
  bandDistribution: z.array(z.object({ band: z.enum(RANK_BAND_KEYS), label: z.string(), count: z.number().int() })),
  movers: z.object({ up: z.array(reportKeywordSchema), down: z.array(reportKeywordSchema) }),
  top10: z.object({ entered: z.array(reportKeywordSchema), left: z.array(reportKeywordSchema) }),
  top3: z.object({ entered: z.array(reportKeywordSchema), left: z.array(reportKeywordSchema) }),
  keywords: z.array(reportKeywordSchema),
  competitors: z.array(reportCompetitorSchema),
  /** Average found rank per day over the period, oldest first (the report's chart). */
  dailyAverage: z.array(z.object({ day: z.string(), averageRank: z.number().nullable(), checks: z.number().int() })),
  /**
   * Visibility (0..100: the mean click share of each query's latest rank, 100 = #1 everywhere) and the site's share
   * of voice against the competitors checked with it, at the end of each day; null before the first check.
   */
  visibility: z.array(z.object({ day: z.string(), visibility: z.number().nullable(), shareOfVoice: z.number().nullable(), queries: z.number().int() })),
  /**
   * Beyond the ranks: by each query's last known AI Overview in the period, the queries with one known, how many
   * showed one, could not be read, cite the site and the share that cite it (percent; null without any); the
   * queries that gained or lost a citation; the SERP features the site gained or lost.
   */
  serpFeatures: z.object({
    aiOverview: z.object({
      queries: z.number().int(),
      shown: z.number().int(),
      unreadable: z.number().int(),
      cited: z.number().int(),
      share: z.number().nullable(),
    }),
    citations: z.object({ gained: z.array(reportCitationChangeSchema), lost: z.array(reportCitationChangeSchema) }),
    features: z.object({ gained: z.array(reportFeatureChangeSchema), lost: z.array(reportFeatureChangeSchema) }),
  }),
  /** The tag the report is limited to; null for every query of the site. */
  tag: z.string().nullable(),
  /** Set when the owner is Enterprise with branding saved; the PDF and shared page use it instead of ours. */
  branding: brandingSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** POST /api/v1/me/report-shares */
export const createReportShareSchema = reportRequestSchema.extend({
  /** ISO instant after which the link stops working; null/absent = never expires. */
  expiresAt: z.iso.datetime().nullable().optional(),
  /**
   * 7, 30 or 90: the link always shows the last that many days, up to the day it is opened (the owner's time
   * zone), instead of `from`..`to`. Null/absent: the dates given.
   */
  rollingDays: z.union([z.literal(7), z.literal(30), z.literal(90)]).nullable().optional(),
});

export const reportShareSchema = z.object({
  id: z.string(),
  site: z.string(),
  from: z.string(),
  to: z.string(),
  /** The last that many days up to the day it is opened (from and to are then the period at creation); null: fixed dates. */
  rollingDays: z.number().int().nullable(),
  /** The tag the shared report is limited to; null for every query of the site. */
  tag: z.string().nullable(),
  /** Full public URL: {APP_URL}/report/{token}. */
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ReportShare = z.infer<typeof reportShareSchema>;
export const reportSharesSchema = z.object({ items: z.array(reportShareSchema) });

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;

/** PUT /api/v1/me/report-schedules body; one schedule per (user, site, tag). */
export const reportScheduleRequestSchema = z.object({
  site: z.string().trim().min(1).max(2048),
  /** Only the site's queries tracked with this tag; absent or empty for every query of the site. */
  tag: z.string().trim().max(40).optional(),
  frequency: z.enum(REPORT_FREQUENCIES),
  /** Where the PDF goes; defaults to the account's e-mail. */
  email: z.email().max(254).optional(),
});

/** An account keeps at most this many schedules (one per site and tag). */
export const MAX_REPORT_SCHEDULES = 20;

/**
 * Where a schedule's e-mails stand with their recipient:
 * - active: the account's own verified address, or an address whose owner opened the confirmation link;
 * - waiting_for_confirmation: another address that has not confirmed yet; nothing but the confirmation e-mail
 *   goes there;
 * - unsubscribed: the recipient used the unsubscribe link; nothing goes there until the schedule is saved again.
 */
export const REPORT_SCHEDULE_STATUSES = ['active', 'waiting_for_confirmation', 'unsubscribed'] as const;

export const reportScheduleSchema = z.object({
  id: z.string(),
  site: z.string(),
  /** The tag the e-mailed report is limited to; null for every query of the site. */
  tag: z.string().nullable(),
  frequency: z.enum(REPORT_FREQUENCIES),
  email: z.string(),
  status: z.enum(REPORT_SCHEDULE_STATUSES),
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** The last slot's e-mail failed (each slot is sent at most once, so that report is lost); null otherwise. */
  lastFailedAt: z.string().nullable(),
  /** When the latest confirmation e-mail went out (waiting_for_confirmation only). */
  confirmationSentAt: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/**
 * GET /api/v1/me/report-schedules — answered on every plan. `paused`: the plan no longer includes scheduled
 * reports, so none is sent until it does again (they can still be listed and deleted).
 */
export const reportSchedulesSchema = z.object({
  items: z.array(reportScheduleSchema),
  paused: z.boolean(),
  limit: z.number().int(),
});
export type ReportSchedules = z.infer<typeof reportSchedulesSchema>;

/** The public pages the links of schedule e-mails open (token in `?token=`); the server builds the links. */
export const REPORT_EMAIL_PAGES = {
  confirm: '/report-email/confirm',
  unsubscribe: '/report-email/unsubscribe',
} as const;

/** What a confirmation or unsubscribe link is about, as its public page shows it (no session needed). */
export const reportEmailLinkSchema = z.object({
  site: z.string(),
  frequency: z.enum(REPORT_FREQUENCIES),
  email: z.string(),
  /** The account that set the schedule up, so the recipient knows who asks. */
  sender: z.string(),
  status: z.enum(REPORT_SCHEDULE_STATUSES),
});
export type ReportEmailLink = z.infer<typeof reportEmailLinkSchema>;
