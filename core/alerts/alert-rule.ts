/**
 * Alert rules as data: which saved checks a rule watches (its scope), when it fires (its trigger) and where
 * its message goes (its channels). The spec's rank alerts (§4) are the defaults every user starts with.
 */
export const ALERT_TRIGGERS = [
  'moves_by',
  'enters_top',
  'leaves_top',
  'drops_out',
  'competitor_overtakes',
  'url_changed',
  'ai_cited',
  'ai_uncited',
  'competitor_ai_cited',
  'snippet_won',
  'snippet_lost',
] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];

/** Triggers that take a number N: "moves by at least N", "enters / leaves the top N". */
export const THRESHOLD_TRIGGERS: ReadonlySet<AlertTrigger> = new Set(['moves_by', 'enters_top', 'leaves_top']);

export const TRIGGER_LABELS: Record<AlertTrigger, string> = {
  moves_by: 'Moves by at least N places',
  enters_top: 'Enters the top N',
  leaves_top: 'Leaves the top N',
  drops_out: 'Drops out of the results',
  competitor_overtakes: 'A competitor overtakes my site',
  url_changed: 'The ranking page changes',
  ai_cited: 'Cited in the AI Overview',
  ai_uncited: 'No longer cited in the AI Overview',
  competitor_ai_cited: 'A competitor is newly cited in the AI Overview',
  snippet_won: 'Wins the featured snippet',
  snippet_lost: 'Loses the featured snippet',
};

export const ALERT_CHANNELS = ['inApp', 'email', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export type AlertChannels = Record<AlertChannel, boolean>;

/** Each field null means "any". */
export interface AlertScope {
  websiteUrl: string | null;
  keyword: string | null;
  searchEngine: string | null;
  location: string | null;
  /** Only queries tracked with this tag. */
  tag: string | null;
}

export interface AlertRuleSpec {
  name: string;
  scope: AlertScope;
  trigger: AlertTrigger;
  /** N for THRESHOLD_TRIGGERS, null for the others. */
  threshold: number | null;
  channels: AlertChannels;
  /** 0: every time it fires. Otherwise at most one message per query in this many minutes. */
  cooldownMinutes: number;
  isActive: boolean;
}

export interface AlertRule extends AlertRuleSpec {
  id: string;
}

export const MAX_ALERT_RULES = 50;
/** 30 days: the longest cooldown a rule may ask for. */
export const MAX_COOLDOWN_MINUTES = 43_200;

const ANY_SCOPE: AlertScope = { websiteUrl: null, keyword: null, searchEngine: null, location: null, tag: null };
const EVERY_CHANNEL: AlertChannels = { inApp: true, email: true, webhook: true };

/**
 * What a new user starts with: exactly the spec's rank alerts (any improvement or drop; entering the top 10 or
 * the top 3 is a milestone that wins over the change). Every channel is on: e-mail still needs the user's
 * opt-in and webhooks an endpoint, so in-app is all that happens until they ask for more.
 */
export const DEFAULT_ALERT_RULES: readonly AlertRuleSpec[] = [
  { name: 'Any rank change', scope: ANY_SCOPE, trigger: 'moves_by', threshold: 1, channels: EVERY_CHANNEL, cooldownMinutes: 0, isActive: true },
  { name: 'Enters the top 10', scope: ANY_SCOPE, trigger: 'enters_top', threshold: 10, channels: EVERY_CHANNEL, cooldownMinutes: 0, isActive: true },
  { name: 'Enters the top 3', scope: ANY_SCOPE, trigger: 'enters_top', threshold: 3, channels: EVERY_CHANNEL, cooldownMinutes: 0, isActive: true },
];
