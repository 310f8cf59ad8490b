import type { AlertRule, AlertRuleSpec, AlertTrigger } from '../../../core/alerts/alert-rule';
import type { Queryable } from '../pool';

interface AlertRuleRow {
  id: string;
  name: string;
  website_url: string | null;
  keyword: string | null;
  search_engine: string | null;
  location: string | null;
  tag: string | null;
  trigger_type: AlertTrigger;
  threshold: number | null;
  channel_in_app: boolean;
  channel_email: boolean;
  channel_webhook: boolean;
  cooldown_minutes: number;
  is_active: boolean;
  created_at: Date;
}

export type StoredAlertRule = AlertRule & { createdAt: Date };

const COLUMNS = `id::text, name, website_url, keyword, search_engine, location, tag, trigger_type, threshold, channel_in_app,
  channel_email, channel_webhook, cooldown_minutes, is_active, created_at`;

const toRule = (row: AlertRuleRow): StoredAlertRule => ({
  id: row.id,
  name: row.name,
  scope: { websiteUrl: row.website_url, keyword: row.keyword, searchEngine: row.search_engine, location: row.location, tag: row.tag },
  trigger: row.trigger_type,
  threshold: row.threshold,
  channels: { inApp: row.channel_in_app, email: row.channel_email, webhook: row.channel_webhook },
  cooldownMinutes: row.cooldown_minutes,
  isActive: row.is_active,
  createdAt: row.created_at,
});

const values = (spec: AlertRuleSpec) => [
  spec.name,
  spec.scope.websiteUrl,
  spec.scope.keyword,
  spec.scope.searchEngine,
  spec.scope.location,
  spec.trigger,
  spec.threshold,
  spec.channels.inApp,
  spec.channels.email,
  spec.channels.webhook,
  spec.cooldownMinutes,
  spec.isActive,
  spec.scope.tag,
];

/** The user's rules, oldest first (the order they were made in, which also breaks ties between rules). */
export async function selectAlertRules(db: Queryable, userId: string): Promise<StoredAlertRule[]> {
  const { rows } = await db.query<AlertRuleRow>(`select ${COLUMNS} from alert_rules where user_id = $1 order by alert_rules.id`, [userId]);
  return rows.map(toRule);
}

export async function countAlertRules(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from alert_rules where user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

export async function insertAlertRule(db: Queryable, userId: string, spec: AlertRuleSpec, now: Date): Promise<StoredAlertRule> {
  const { rows } = await db.query<AlertRuleRow>(
    `insert into alert_rules (user_id, name, website_url, keyword, search_engine, location, trigger_type, threshold,
                              channel_in_app, channel_email, channel_webhook, cooldown_minutes, is_active, tag, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     returning ${COLUMNS}`,
    [userId, ...values(spec), now],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into alert_rules returned no row');
  return toRule(row);
}

/** Replaces one of the user's rules; undefined when it is not theirs. */
export async function updateAlertRule(db: Queryable, userId: string, id: string, spec: AlertRuleSpec, now: Date): Promise<StoredAlertRule | undefined> {
  const { rows } = await db.query<AlertRuleRow>(
    `update alert_rules
        set name = $3, website_url = $4, keyword = $5, search_engine = $6, location = $7, trigger_type = $8, threshold = $9,
            channel_in_app = $10, channel_email = $11, channel_webhook = $12, cooldown_minutes = $13, is_active = $14,
            tag = $15, updated_at = $16
      where user_id = $1 and id = $2
      returning ${COLUMNS}`,
    [userId, id, ...values(spec), now],
  );
  return rows[0] ? toRule(rows[0]) : undefined;
}

export async function deleteAlertRule(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from alert_rules where user_id = $1 and id = $2', [userId, id]);
  return (rowCount ?? 0) > 0;
}

export async function deleteAllAlertRules(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from alert_rules where user_id = $1', [userId]);
}

/**
 * Claims the one-time seeding of the user's default rules: true for exactly one caller, ever (the flag flips
 * under the row lock), so parallel first checks never seed twice and a user who deleted every rule keeps none.
 */
export async function claimAlertRuleSeeding(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('update users set alert_rules_seeded = true where id = $1 and not alert_rules_seeded', [userId]);
  return (rowCount ?? 0) > 0;
}

/** When each of these rules last delivered for the query. */
export async function selectCooldowns(db: Queryable, ruleIds: readonly string[], queryKey: string): Promise<Map<string, Date>> {
  if (ruleIds.length === 0) return new Map();
  const { rows } = await db.query<{ rule_id: string; last_delivered_at: Date }>(
    `select rule_id::text, last_delivered_at from alert_rule_cooldowns where rule_id = any($1::bigint[]) and query_key = $2`,
    [ruleIds, queryKey],
  );
  return new Map(rows.map((row) => [row.rule_id, row.last_delivered_at]));
}

export async function spendCooldown(db: Queryable, ruleId: string, queryKey: string, at: Date): Promise<void> {
  await db.query(
    `insert into alert_rule_cooldowns (rule_id, query_key, last_delivered_at) values ($1, $2, $3)
     on conflict (rule_id, query_key) do update set last_delivered_at = excluded.last_delivered_at`,
    [ruleId, queryKey, at],
  );
}

/** Serialises changes to one user's rules until the transaction ends (the count-then-insert of a new rule). */
export async function lockUserAlertRules(db: Queryable, userId: string): Promise<void> {
  await db.query('select 1 from users where id = $1 for update', [userId]);
}
