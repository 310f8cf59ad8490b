import type { AlertRuleDto, AlertRuleInput } from '../../../contracts/alert-rule';
import { DEFAULT_ALERT_RULES, MAX_ALERT_RULES, type AlertRuleSpec } from '../../../core/alerts/alert-rule';
import { isSearchEngine } from '../../../core/search/engines';
import { withTransaction, type Pool, type Queryable } from '../../db/pool';
import {
  claimAlertRuleSeeding,
  countAlertRules,
  deleteAlertRule,
  deleteAllAlertRules,
  insertAlertRule,
  lockUserAlertRules,
  selectAlertRules,
  updateAlertRule,
  type StoredAlertRule,
} from '../../db/queries/alert-rules';
import { AppError } from '../../errors';

/** The parsed form of alertRuleInputSchema: what the routes hand to this service. */
type ParsedRule = Omit<AlertRuleInput, 'websiteUrl' | 'keyword' | 'threshold' | 'tag'> & {
  websiteUrl: string | null;
  keyword: string | null;
  threshold: number | null;
  tag: string | null;
};

const toSpec = (input: ParsedRule): AlertRuleSpec => ({
  name: input.name,
  scope: { websiteUrl: input.websiteUrl, keyword: input.keyword, searchEngine: input.searchEngine, location: input.location, tag: input.tag },
  trigger: input.trigger,
  threshold: input.threshold,
  channels: input.channels,
  cooldownMinutes: input.cooldownMinutes,
  isActive: input.isActive,
});

export const toAlertRuleDto = (rule: StoredAlertRule): AlertRuleDto => ({
  id: rule.id,
  name: rule.name,
  websiteUrl: rule.scope.websiteUrl,
  keyword: rule.scope.keyword,
  searchEngine: rule.scope.searchEngine !== null && isSearchEngine(rule.scope.searchEngine) ? rule.scope.searchEngine : null,
  location: rule.scope.location,
  tag: rule.scope.tag,
  trigger: rule.trigger,
  threshold: rule.threshold,
  channels: rule.channels,
  cooldownMinutes: rule.cooldownMinutes,
  isActive: rule.isActive,
  createdAt: rule.createdAt.toISOString(),
});

/**
 * The user's rules; the first read ever gives a new user the defaults (the spec's rank alerts). Seeding is
 * claimed once per user, so a user who deleted every rule keeps none.
 */
export async function loadAlertRules(db: Queryable, userId: string, now: Date): Promise<StoredAlertRule[]> {
  if (await claimAlertRuleSeeding(db, userId)) {
    for (const spec of DEFAULT_ALERT_RULES) await insertAlertRule(db, userId, spec, now);
  }
  return selectAlertRules(db, userId);
}

const notFound = () => new AppError('NOT_FOUND', 'This alert rule was not found.');

/** The limit is counted under the user's lock, so parallel requests cannot pass it together. */
export async function createAlertRule(pool: Pool, userId: string, input: ParsedRule, now: Date): Promise<StoredAlertRule> {
  return withTransaction(pool, async (db) => {
    await lockUserAlertRules(db, userId);
    await loadAlertRules(db, userId, now);
    if ((await countAlertRules(db, userId)) >= MAX_ALERT_RULES) {
      throw new AppError('LIMIT_REACHED', `You can have up to ${MAX_ALERT_RULES} alert rules. Delete one to add another.`);
    }
    return insertAlertRule(db, userId, toSpec(input), now);
  });
}

export async function replaceAlertRule(db: Queryable, userId: string, id: string, input: ParsedRule, now: Date): Promise<StoredAlertRule> {
  const updated = await updateAlertRule(db, userId, id, toSpec(input), now);
  if (!updated) throw notFound();
  return updated;
}

export async function removeAlertRule(db: Queryable, userId: string, id: string): Promise<void> {
  if (!(await deleteAlertRule(db, userId, id))) throw notFound();
}

/** Back to the spec's rank alerts: the user's own rules are replaced by the defaults, all at once. */
export async function restoreDefaultAlertRules(pool: Pool, userId: string, now: Date): Promise<StoredAlertRule[]> {
  return withTransaction(pool, async (db) => {
    await lockUserAlertRules(db, userId);
    await claimAlertRuleSeeding(db, userId);
    await deleteAllAlertRules(db, userId);
    for (const spec of DEFAULT_ALERT_RULES) await insertAlertRule(db, userId, spec, now);
    return selectAlertRules(db, userId);
  });
}
