import type { AlertRuleDto } from '../../../../contracts/alert-rule';
import { TRIGGER_LABELS } from '../../../../core/alerts/alert-rule';
import { ENGINE_LABELS, isSearchEngine } from '../../../../core/search/engines';
import { isLocationCode, locationLabel } from '../../../../core/search/locations';

/** The trigger in words, with its N: "Enters the top 10". */
export function triggerText(rule: Pick<AlertRuleDto, 'trigger' | 'threshold'>): string {
  const n = rule.threshold ?? 1;
  switch (rule.trigger) {
    case 'moves_by':
      return n === 1 ? 'Moves up or down' : `Moves by ${n} or more places`;
    case 'enters_top':
      return `Enters the top ${n}`;
    case 'leaves_top':
      return `Leaves the top ${n}`;
    case 'drops_out':
      return 'Drops out of the results';
    default:
      // The triggers without an N read as their label.
      return TRIGGER_LABELS[rule.trigger];
  }
}

/** What the rule watches: "example.com · “running shoes” · Google · Germany · tagged “priority”", or every check. */
export function scopeText(rule: Pick<AlertRuleDto, 'websiteUrl' | 'keyword' | 'searchEngine' | 'location'> & { tag?: string | null }): string {
  const parts = [
    rule.websiteUrl,
    rule.keyword ? `“${rule.keyword}”` : null,
    rule.searchEngine && isSearchEngine(rule.searchEngine) ? ENGINE_LABELS[rule.searchEngine] : null,
    rule.location && isLocationCode(rule.location) ? locationLabel(rule.location) : null,
    rule.tag ? `tagged “${rule.tag}”` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Every site, keyword, engine and location';
}

export const COOLDOWN_CHOICES = [
  { minutes: 0, label: 'Every time' },
  { minutes: 60, label: 'At most once an hour' },
  { minutes: 360, label: 'At most once in 6 hours' },
  { minutes: 1440, label: 'At most once a day' },
  { minutes: 10080, label: 'At most once a week' },
] as const;

export function cooldownText(minutes: number): string {
  const known = COOLDOWN_CHOICES.find((choice) => choice.minutes === minutes);
  if (known) return known.label;
  if (minutes % 1440 === 0) return `At most once in ${minutes / 1440} days`;
  if (minutes % 60 === 0) return `At most once in ${minutes / 60} hours`;
  return `At most once in ${minutes} minutes`;
}

export function channelsText(channels: AlertRuleDto['channels']): string {
  const names = [channels.inApp ? 'In-app' : null, channels.email ? 'E-mail' : null, channels.webhook ? 'Webhook' : null].filter(Boolean);
  return names.join(', ');
}
