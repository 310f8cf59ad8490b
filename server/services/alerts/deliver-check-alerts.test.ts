import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckFacts } from '../../../core/alerts/alert-event';
import { DEFAULT_ALERT_RULES, type AlertRuleSpec } from '../../../core/alerts/alert-rule';
import { createPool, withTransaction, type Pool } from '../../db/pool';
import { insertAlertRule } from '../../db/queries/alert-rules';
import { insertMember } from '../../db/queries/workspace-members';
import { recordingAlertSenders } from '../../testing/check-effects';
import { insertVerifiedUser } from '../../testing/sign-in';
import { loadAlertRules } from './alert-rules';
import { deliverCheckAlerts, type AlertSenders } from './deliver-check-alerts';

const T0 = new Date('2026-05-01T09:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const query = { websiteUrl: 'example.com', keyword: 'running shoes', searchEngine: 'google', location: 'us', device: 'desktop' };

function facts(rank: number, previous: number): CheckFacts {
  return {
    query,
    rank,
    matchedUrl: 'https://example.com/shoes',
    competitors: [],
    previous: { rank: previous, matchedUrl: null, competitors: [] },
    previousPositive: previous > 0 ? { rank: previous, matchedUrl: null } : null,
  };
}

const ANY = { websiteUrl: null, keyword: null, searchEngine: null, location: null, tag: null };
const onlyRule = (spec: Partial<AlertRuleSpec>): AlertRuleSpec => ({
  name: 'Mine',
  scope: ANY,
  trigger: 'moves_by',
  threshold: 1,
  channels: { inApp: true, email: false, webhook: false },
  cooldownMinutes: 0,
  isActive: true,
  ...spec,
});

describe('deliverCheckAlerts', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 5 });
  });
  afterAll(async () => {
    await pool.end();
  });

  const deliver = (userId: string, f: CheckFacts, at: Date, senders: AlertSenders = recordingAlertSenders().senders) =>
    withTransaction(pool, (client) => deliverCheckAlerts(client, senders, userId, f, at));
  const titles = async (userId: string) =>
    (await pool.query<{ title: string }>('select title from notifications where user_id = $1 order by id', [userId])).rows.map((r) => r.title);

  /** A user whose only rule is `spec` (the defaults are claimed first, then replaced). */
  async function userWith(...specs: Partial<AlertRuleSpec>[]) {
    const { userId } = await insertVerifiedUser(pool);
    await loadAlertRules(pool, userId, T0);
    await pool.query('delete from alert_rules where user_id = $1', [userId]);
    for (const spec of specs) await insertAlertRule(pool, userId, onlyRule(spec), T0);
    return userId;
  }

  it('seeds the defaults once for a new user and sends the milestone to every channel', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const { senders, sent } = recordingAlertSenders();
    await deliver(userId, facts(8, 15), T0, senders);
    expect(await titles(userId)).toEqual(['Top 10 reached']);
    expect(sent.map((s) => [s.channel, s.message.text.title])).toEqual([
      ['email', 'Top 10 reached'],
      ['webhook', 'Top 10 reached'],
    ]);
    expect(sent[0]?.message).toMatchObject({ rank: 8, previousRank: 15, query, rule: { name: 'Enters the top 10', trigger: 'enters_top' } });
    const rules = await loadAlertRules(pool, userId, T0);
    expect(rules.map((r) => r.name)).toEqual(DEFAULT_ALERT_RULES.map((r) => r.name));
  });

  it('keeps a user who deleted every rule at none', async () => {
    const userId = await userWith();
    await deliver(userId, facts(8, 15), T0);
    expect(await titles(userId)).toEqual([]);
    expect(await loadAlertRules(pool, userId, T0)).toEqual([]);
  });

  it('spends a cooldown per query only when a message went out', async () => {
    const userId = await userWith({ cooldownMinutes: 60 });
    await deliver(userId, facts(5, 8), T0);
    await deliver(userId, facts(4, 5), minutes(30));
    // Another query is not cooling down.
    await deliver(userId, { ...facts(4, 9), query: { ...query, keyword: 'trail shoes' } }, minutes(31));
    await deliver(userId, facts(6, 4), minutes(61));
    expect(await titles(userId)).toEqual(['Ranking improved', 'Ranking improved', 'Ranking dropped']);
  });

  it('does not spend the cooldown when the only channel did not take the message', async () => {
    const userId = await userWith({ cooldownMinutes: 60, channels: { inApp: false, email: true, webhook: false } });
    const declining = recordingAlertSenders({ email: false });
    await deliver(userId, facts(5, 8), T0, declining.senders);
    const taking = recordingAlertSenders();
    await deliver(userId, facts(4, 5), minutes(1), taking.senders);
    await deliver(userId, facts(3, 4), minutes(2), taking.senders);
    expect(declining.sent).toHaveLength(1);
    expect(taking.sent.map((s) => s.message.rank)).toEqual([4]);
  });

  it('writes the engine, location and device of the check with the notification', async () => {
    const userId = await userWith({});
    await deliver(userId, { ...facts(5, 8), query: { ...query, searchEngine: 'bing', location: 'de', device: 'mobile' } }, T0);
    const { rows } = await pool.query('select search_engine, location, device, rank_position, rank_change from notifications where user_id = $1', [userId]);
    expect(rows).toEqual([{ search_engine: 'bing', location: 'de', device: 'mobile', rank_position: 5, rank_change: 3 }]);
  });

  it('a rule limited to a tag fires only for a check of a query tracked with it', async () => {
    const userId = await userWith({ name: 'Client A moves', scope: { ...ANY, tag: 'client-a' } });
    await deliver(userId, facts(5, 8), T0);
    expect(await titles(userId)).toEqual([]);
    // Tracked with the tag, in another spelling of the keyword: the query identity finds it.
    await pool.query(
      `insert into scheduled_checks (user_id, website_url, keyword, keyword_key, next_check_at, created_at, updated_at, tags)
       values ($1, 'example.com', 'Running Shoes', 'running shoes', $2, $2, $2, '{client-a}')`,
      [userId, T0],
    );
    await deliver(userId, facts(4, 5), minutes(1));
    expect(await titles(userId)).toHaveLength(1);
  });

  it('a tracked site on big moves only tells of band changes, not of a move by one place', async () => {
    const userId = await insertVerifiedUser(pool).then(({ userId }) => userId);
    await pool.query(
      `insert into scheduled_checks (user_id, website_url, keyword, keyword_key, next_check_at, created_at, updated_at)
       values ($1, 'example.com', 'running shoes', 'running shoes', $2, $2, $2)`,
      [userId, T0],
    );
    await pool.query(`insert into tracked_sites (user_id, website_url, alert_mode, created_at, updated_at) values ($1, 'example.com', 'bands', $2, $2)`, [userId, T0]);
    await deliver(userId, facts(7, 8), T0);
    expect(await titles(userId)).toEqual([]);
    await deliver(userId, facts(12, 7), minutes(1));
    expect(await titles(userId)).toHaveLength(1);
    await pool.query(`update tracked_sites set alert_mode = 'none' where user_id = $1`, [userId]);
    await deliver(userId, facts(2, 12), minutes(2));
    expect(await titles(userId)).toHaveLength(1);
  });

  it("reaches a shared workspace's admins and members in their own bell and by their own e-mail settings, never its clients", async () => {
    const owner = await userWith({ channels: { inApp: true, email: true, webhook: true } });
    const [admin, member, client] = await Promise.all([insertVerifiedUser(pool), insertVerifiedUser(pool), insertVerifiedUser(pool)]);
    for (const [person, role] of [[admin, 'admin'], [member, 'member'], [client, 'client']] as const) {
      await insertMember(pool, { workspaceId: owner, userId: person.userId, role, sites: role === 'client' ? ['example.com'] : [], invitedBy: owner }, T0);
    }
    const { senders, sent } = recordingAlertSenders();
    await deliver(owner, facts(3, 9), minutes(1), senders);
    expect(await titles(member.userId)).toEqual(await titles(owner));
    expect(await titles(admin.userId)).toHaveLength(1);
    expect(await titles(client.userId)).toEqual([]);
    const { rows } = await pool.query<{ workspace_id: string | null }>('select workspace_id from notifications where user_id = any($1) order by user_id', [[owner, member.userId]]);
    expect(rows.map((row) => row.workspace_id).sort()).toEqual([owner, null].sort());
    expect(sent.filter((item) => item.channel === 'email').map((item) => item.userId).sort()).toEqual([owner, admin.userId, member.userId].sort());
    expect(sent.filter((item) => item.channel === 'webhook').map((item) => item.userId)).toEqual([owner]);
  });
});
