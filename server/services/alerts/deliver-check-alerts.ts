import type { AlertDelivery, AlertEvent, CheckFacts } from '../../../core/alerts/alert-event';
import type { AlertChannel } from '../../../core/alerts/alert-rule';
import { alertText, type AlertText } from '../../../core/alerts/alert-text';
import { evaluateAlertRules } from '../../../core/alerts/evaluate-alert-rules';
import { isSiteAlertMode, rulesForSite } from '../../../core/alerts/site-alert-mode';
import { queryKey } from '../../../core/search/query-identity';
import type { Queryable } from '../../db/pool';
import { selectCooldowns, spendCooldown } from '../../db/queries/alert-rules';
import { insertNotification } from '../../db/queries/notifications';
import { selectTrackedAlertContext } from '../../db/queries/tracked-query-state';
import { selectAlertRecipients } from '../../db/queries/workspace-members';
import { loadAlertRules } from './alert-rules';

/** One fired rule's message, as every channel receives it. */
export interface AlertMessage {
  rule: { id: string; name: string; trigger: AlertEvent['trigger'] };
  event: AlertEvent;
  text: AlertText;
  query: CheckFacts['query'];
  rank: number;
  /** The rank the event compared with, when it has one. */
  previousRank: number | null;
  at: Date;
}

/**
 * The channels beyond in-app, each queuing its work inside the check's transaction and saying whether a
 * message will go out (false: e-mail off, no webhook endpoint) — only a message that goes out spends a cooldown.
 */
export interface AlertSenders {
  email(db: Queryable, userId: string, message: AlertMessage): Promise<boolean>;
  webhook(db: Queryable, userId: string, message: AlertMessage): Promise<boolean>;
}

/** One query's identity for cooldowns (core/search/query-identity): case and spacing never make two. */
const queryKeyOf = (q: CheckFacts['query']) =>
  queryKey({ site: q.websiteUrl, keyword: q.keyword, engine: q.searchEngine, location: q.location, device: q.device });

const previousRankOf = (event: AlertEvent): number | null => ('previousRank' in event ? event.previousRank : null);

/**
 * Sends one channel's message. The workspace's webhooks get it once; in-app and e-mail reach each of its
 * recipients (the account and its members but clients, decision 025), each by their own e-mail settings.
 */
async function send(db: Queryable, senders: AlertSenders, userId: string, recipients: readonly string[], channel: AlertChannel, message: AlertMessage): Promise<boolean> {
  if (channel === 'webhook') return senders.webhook(db, userId, message);
  if (channel === 'email') {
    let queued = false;
    for (const recipient of recipients) queued = (await senders.email(db, recipient, message)) || queued;
    return queued;
  }
  for (const recipient of recipients) await notifyInApp(db, recipient, recipient === userId ? undefined : userId, message);
  return true;
}

async function notifyInApp(db: Queryable, recipient: string, workspaceId: string | undefined, message: AlertMessage): Promise<void> {
  const { query, text } = message;
  await insertNotification(db, {
    userId: recipient,
    ...(workspaceId === undefined ? {} : { workspaceId }),
    type: text.type,
    title: text.title,
    message: text.message,
    keyword: query.keyword,
    websiteUrl: query.websiteUrl,
    ...(text.rankPosition !== null ? { rankPosition: text.rankPosition } : {}),
    ...(text.rankChange !== null ? { rankChange: text.rankChange } : {}),
    searchEngine: query.searchEngine,
    location: query.location,
    device: query.device,
    createdAt: message.at,
  });
}

/**
 * Evaluates the user's alert rules against a check just saved and delivers what fired, inside the saving
 * transaction: the in-app notification is written at once, e-mail and webhook deliveries are queued as jobs
 * that exist only if the check commits. A rule's cooldown is spent only when a channel took its message.
 */
export async function deliverCheckAlerts(db: Queryable, senders: AlertSenders, userId: string, facts: CheckFacts, now: Date): Promise<AlertDelivery[]> {
  // A tracked query's site may alert only on big moves, or not at all; its tags scope rules limited to a tag.
  const tracked = await selectTrackedAlertContext(db, userId, facts.query);
  const mode = tracked && isSiteAlertMode(tracked.alertMode) ? tracked.alertMode : 'every';
  const rules = rulesForSite(await loadAlertRules(db, userId, now), mode);
  const queryKey = queryKeyOf(facts.query);
  const cooled = rules.filter((rule) => rule.isActive && rule.cooldownMinutes > 0).map((rule) => rule.id);
  const lastDelivered = await selectCooldowns(db, cooled, queryKey);
  const coolingDown = (rule: { id: string; cooldownMinutes: number }) => {
    const last = lastDelivered.get(rule.id);
    return last !== undefined && now.getTime() - last.getTime() < rule.cooldownMinutes * 60_000;
  };

  const deliveries = evaluateAlertRules(rules, { ...facts, query: { ...facts.query, tags: tracked?.tags ?? [] } }, coolingDown);
  const recipients = deliveries.length > 0 ? await selectAlertRecipients(db, userId) : [];
  for (const { rule, event, channels } of deliveries) {
    const message: AlertMessage = {
      rule: { id: rule.id, name: rule.name, trigger: rule.trigger },
      event,
      text: alertText(event, facts.query),
      query: facts.query,
      rank: facts.rank,
      previousRank: previousRankOf(event),
      at: now,
    };
    let delivered = false;
    for (const channel of channels) delivered = (await send(db, senders, userId, recipients, channel, message)) || delivered;
    if (delivered && rule.cooldownMinutes > 0) await spendCooldown(db, rule.id, queryKey, now);
  }
  return deliveries;
}
