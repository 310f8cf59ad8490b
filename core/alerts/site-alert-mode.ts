import type { AlertRule, AlertScope } from './alert-rule';

/**
 * How loudly a tracked site's keywords alert. A consultant's 480 tracked queries move by a place or two every
 * day: 'every' tells of each (the spec's rank alerts, as for a single check), 'bands' only of what changes a
 * report (entering or leaving the top 3 or 10, dropping out of the top 100, a move of BAND_MOVE places or
 * more), 'none' of nothing but the rules aimed at one keyword.
 */
export const SITE_ALERT_MODES = ['every', 'bands', 'none'] as const;
export type SiteAlertMode = (typeof SITE_ALERT_MODES)[number];

/** The smallest move 'bands' tells of. */
export const BAND_MOVE = 5;

export const SITE_ALERT_MODE_LABELS: Record<SiteAlertMode, string> = {
  every: 'Every rank change',
  bands: 'Big moves only',
  none: 'None',
};

/** What each mode tells of, said under the choice. */
export const SITE_ALERT_MODE_HINTS: Record<SiteAlertMode, string> = {
  every: 'Every move of a place or more, as for a single check.',
  bands: `Into or out of the top 3 and top 10, out of the top 100, or a move of ${BAND_MOVE} places or more.`,
  none: 'Only the rules you made for one keyword.',
};

export function isSiteAlertMode(value: string): value is SiteAlertMode {
  return (SITE_ALERT_MODES as readonly string[]).includes(value);
}

const ANY: AlertScope = { websiteUrl: null, keyword: null, searchEngine: null, location: null, tag: null };
/** Every channel, as the default rules: e-mail still needs the user's opt-in and webhooks an endpoint. */
const band = (id: string, name: string, trigger: AlertRule['trigger'], threshold: number | null): AlertRule => ({
  id: `site-bands-${id}`,
  name,
  scope: ANY,
  trigger,
  threshold,
  channels: { inApp: true, email: true, webhook: true },
  cooldownMinutes: 0,
  isActive: true,
});

/** What 'bands' tells of besides the user's own rules that are not about small moves. */
export const BAND_RULES: readonly AlertRule[] = [
  band('moves', `Moves by ${BAND_MOVE} places or more`, 'moves_by', BAND_MOVE),
  band('enters-top-10', 'Enters the top 10', 'enters_top', 10),
  band('enters-top-3', 'Enters the top 3', 'enters_top', 3),
  band('leaves-top-10', 'Leaves the top 10', 'leaves_top', 10),
  band('leaves-top-3', 'Leaves the top 3', 'leaves_top', 3),
  band('drops-out', 'Drops out of the results', 'drops_out', null),
];

const sameTrigger = (a: Pick<AlertRule, 'trigger' | 'threshold'>, b: Pick<AlertRule, 'trigger' | 'threshold'>) =>
  a.trigger === b.trigger && (a.threshold ?? null) === (b.threshold ?? null);

/**
 * The rules that apply to a check of a tracked query of a site in `mode`. A rule aimed at one keyword always
 * applies (the user asked for it by name); in 'bands' the band rules are added where the user has no rule of
 * the same trigger, and rules about small moves are left out.
 * @example rulesForSite(DEFAULT_ALERT_RULES, 'none') // []
 */
export function rulesForSite(rules: readonly AlertRule[], mode: SiteAlertMode): AlertRule[] {
  if (mode === 'every') return [...rules];
  const forKeyword = rules.filter((rule) => rule.scope.keyword !== null);
  if (mode === 'none') return forKeyword;
  const general = rules.filter((rule) => rule.scope.keyword === null && !(rule.trigger === 'moves_by' && (rule.threshold ?? 1) < BAND_MOVE));
  const added = BAND_RULES.filter((bandRule) => !general.some((rule) => rule.isActive && sameTrigger(rule, bandRule)));
  return [...forKeyword, ...general, ...added];
}
