import { z } from 'zod';
import { ALERT_TRIGGERS, MAX_COOLDOWN_MINUTES, THRESHOLD_TRIGGERS } from '../core/alerts/alert-rule';
import { normalizeKeyword } from '../core/ranking/normalize-keyword';
import { parseTarget } from '../core/ranking/parse-target';
import { SEARCH_ENGINES } from '../core/search/engines';
import { LOCATION_CODES } from '../core/search/locations';

const channelsSchema = z.object({ inApp: z.boolean(), email: z.boolean(), webhook: z.boolean() });

/**
 * A rule as the settings form and POST/PUT /api/v1/me/alert-rules send it. An empty scope field is "any".
 * The site is stored in the form history shows (so "https://www.Example.com/" and "example.com" are one site).
 */
export const alertRuleInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the rule a name.').max(80, 'Use at most 80 characters for the name.'),
    websiteUrl: z
      .string()
      .trim()
      .max(2048)
      .nullable()
      .transform((value, ctx) => {
        if (!value) return null;
        const parsed = parseTarget(value);
        if (parsed.ok) return parsed.target.display;
        ctx.addIssue({ code: 'custom', message: 'Enter a website such as example.com, or leave it empty for any site.' });
        return z.NEVER;
      }),
    keyword: z
      .string()
      .max(200, 'Use at most 200 characters for the keyword.')
      .nullable()
      .transform((value) => (value && normalizeKeyword(value) ? normalizeKeyword(value) : null)),
    searchEngine: z.enum(SEARCH_ENGINES).nullable(),
    location: z.enum(LOCATION_CODES).nullable(),
    /** Only the queries tracked with this tag; absent or empty for any. */
    tag: z
      .string()
      .trim()
      .max(40, 'Use at most 40 characters for the tag.')
      .nullable()
      .default(null)
      .transform((value) => value || null),
    trigger: z.enum(ALERT_TRIGGERS),
    threshold: z.number().int().min(1, 'N is at least 1.').max(100, 'N is at most 100.').nullable(),
    channels: channelsSchema,
    cooldownMinutes: z.number().int().min(0).max(MAX_COOLDOWN_MINUTES, 'The longest cooldown is 30 days.'),
    isActive: z.boolean(),
  })
  .superRefine((rule, ctx) => {
    if (THRESHOLD_TRIGGERS.has(rule.trigger) && rule.threshold === null) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'Choose N for this trigger.' });
    }
    if (!rule.channels.inApp && !rule.channels.email && !rule.channels.webhook) {
      ctx.addIssue({ code: 'custom', path: ['channels'], message: 'Choose at least one way to be told.' });
    }
  })
  // N means nothing to the other triggers: it is not kept for them.
  .transform((rule) => ({ ...rule, threshold: THRESHOLD_TRIGGERS.has(rule.trigger) ? rule.threshold : null }));
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;

export const alertRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  websiteUrl: z.string().nullable(),
  keyword: z.string().nullable(),
  searchEngine: z.enum(SEARCH_ENGINES).nullable(),
  location: z.string().nullable(),
  tag: z.string().nullable(),
  trigger: z.enum(ALERT_TRIGGERS),
  threshold: z.number().int().nullable(),
  channels: channelsSchema,
  cooldownMinutes: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AlertRuleDto = z.infer<typeof alertRuleSchema>;

export const alertRuleListSchema = z.object({ items: z.array(alertRuleSchema) });
export const alertRuleParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'an alert rule id') });
