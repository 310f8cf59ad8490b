import type { z } from 'zod';
import type { addKeywordsSchema, AddKeywordsResult } from '../../../contracts/tracking';
import { MAX_QUERIES_PER_ADD, MAX_TAGS } from '../../../contracts/tracking';
import { estimateSearches } from '../../../core/schedules/estimate-searches';
import { nextCheckAt } from '../../../core/schedules/next-check-at';
import { parseTarget } from '../../../core/ranking';
import { DEVICE_LABELS, supportsDevice } from '../../../core/search/devices';
import { ENGINE_LABELS } from '../../../core/search/engines';
import { keywordKey, queryKey } from '../../../core/search/query-identity';
import { DEFAULT_DIGEST_HOUR } from '../../../contracts/email-preferences';
import { withTransaction } from '../../db/pool';
import { turnOnAlertDigest } from '../../db/queries/email-preferences';
import { selectSiteSettings, updateSiteAlertMode } from '../../db/queries/tracked-sites';
import { insertScheduledChecks, lockUserSchedules, type ScheduleFields } from '../../db/queries/scheduled-checks';
import { AppError, isAppError, MESSAGES } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';
import { prepareSchedule } from '../schedules/prepare-schedule';
import { queueRunsNow } from '../schedules/queue-runs-now';
import { assertWithinScheduleLimit, trackingAllowance, type ScheduleDeps } from '../schedules/schedule-limit';

export type AddKeywordsRequest = z.output<typeof addKeywordsSchema>;

export interface AddKeywordsDeps extends ScheduleDeps {
  jobSchema: string;
}

const keyOf = (fields: ScheduleFields) =>
  queryKey({ site: fields.websiteUrl, keyword: fields.keyword, engine: fields.searchEngine, location: fields.location, device: fields.device });

interface Planned {
  site: string;
  unsupported: string[];
  queries: Map<string, ScheduleFields>;
  errors: AddKeywordsResult['errors'];
  repeated: number;
}

/** Every keyword on every engine, location and device chosen, judged as a single schedule would be. */
function plan(request: AddKeywordsRequest, tier: Parameters<typeof prepareSchedule>[0], timeZone: string, now: Date): Planned {
  const queries = new Map<string, ScheduleFields>();
  const errors: AddKeywordsResult['errors'] = [];
  // A website the checker cannot read fails every keyword alike: one answer, not a thousand.
  const website = parseTarget(request.websiteUrl.trim());
  if (request.websiteUrl.trim() === '') throw new AppError('MISSING_INFORMATION', 'Enter the website to track.');
  if (!website.ok) throw new AppError('INVALID_INPUT', MESSAGES.invalidWebsite);
  const site = website.target.display;
  const pairs = request.searchEngines.flatMap((engine) => request.devices.map((device) => ({ engine, device })));
  const unsupported = pairs.filter((pair) => !supportsDevice(pair.engine, pair.device)).map((pair) => `${ENGINE_LABELS[pair.engine]} on ${DEVICE_LABELS[pair.device].toLowerCase()}`);
  const usable = pairs.filter((pair) => supportsDevice(pair.engine, pair.device));
  let repeated = 0;
  const combos = usable.length * request.locations.length;
  if (request.keywords.length * combos > MAX_QUERIES_PER_ADD) {
    throw new AppError(
      'INVALID_INPUT',
      `That makes ${(request.keywords.length * combos).toLocaleString('en-US')} tracked queries; add at most ${MAX_QUERIES_PER_ADD.toLocaleString('en-US')} at once.`,
    );
  }
  request.keywords.forEach((item, index) => {
    const tags = [...new Set([...request.tags, ...item.tags])].sort();
    try {
      if (tags.length > MAX_TAGS) throw new AppError('INVALID_INPUT', `A keyword can have at most ${MAX_TAGS} tags.`);
      for (const { engine: searchEngine, device } of usable) {
        for (const location of request.locations) {
          {
            const prepared = prepareSchedule(tier, {
              websiteUrl: request.websiteUrl,
              keyword: item.keyword,
              searchEngine,
              location,
              device,
              competitorUrls: [],
              intervalType: request.intervalType,
              intervalValue: request.intervalValue,
              customSchedule: null,
              isActive: true,
            });
            // A new query's first check runs now; the regular ones from the interval's first slot on.
            const fields: ScheduleFields = { ...prepared, tags, nextCheckAt: nextCheckAt({ ...prepared, anchor: now }, now, timeZone) };
            const key = keyOf(fields);
            if (queries.has(key)) repeated += 1;
            else queries.set(key, fields);
          }
        }
      }
    } catch (error) {
      if (!isAppError(error)) throw error;
      // A plan rule (an engine the plan lacks) is the same for every keyword: one answer.
      if (error.code !== 'MISSING_INFORMATION' && error.code !== 'INVALID_INPUT') throw error;
      errors.push({ row: index + 1, message: error.message });
    }
  });
  return { site, unsupported, queries, errors, repeated };
}

/**
 * Upper bound of the provider searches a month the new queries cost: each scanned in full until its rank is known,
 * with a deferred AI Overview read on every run where the engine shows one.
 */
function searchesPerMonth(queries: Iterable<ScheduleFields>): number {
  let total = 0;
  for (const query of queries) {
    const estimate = estimateSearches({ searchEngine: query.searchEngine, device: query.device, intervalType: query.intervalType, intervalValue: query.intervalValue, lastRanks: [null] });
    total += estimate.searchesPerMonth + estimate.overviewSearchesPerMonth;
  }
  return total;
}

/**
 * Tracks many keywords of a site at once: the cross product of keywords, engines, locations and devices, with
 * tags. Queries already tracked keep their settings and gain the tags sent (a CSV exported, edited and imported
 * again); new ones are saved together, within the plan's cap, and their first checks are queued at once through
 * the runner (shared scans, the provider's rate limit). A dry run answers the same counts and cost, saving nothing.
 */
export async function addTrackedKeywords(deps: AddKeywordsDeps, userId: string, request: AddKeywordsRequest, now: Date): Promise<AddKeywordsResult> {
  const { tier, timeZone } = await loadUserPlan(deps.pool, userId, now);
  const planned = plan(request, tier, timeZone, now);
  const all = [...planned.queries.values()];
  return withTransaction(deps.pool, async (client) => {
    await lockUserSchedules(client, userId);
    // Which of them exist already, and whether they lack some of their tags.
    const { rows: existing } = await client.query<{ key: string; missing: boolean }>(
      `select r.key, not (s.tags @> r.tags) as missing
         from jsonb_to_recordset($3::jsonb) as r(key text, keyword_key text, search_engine text, location text, device text, tags text[])
         join scheduled_checks s
           on s.user_id = $1 and s.website_url = $2 and s.keyword_key = r.keyword_key
          and s.search_engine = r.search_engine and s.location = r.location and s.device = r.device`,
      [
        userId,
        planned.site,
        JSON.stringify(all.map((q) => ({ key: keyOf(q), keyword_key: keywordKey(q.keyword), search_engine: q.searchEngine, location: q.location, device: q.device, tags: q.tags ?? [] }))),
      ],
    );
    const known = new Map(existing.map((row) => [row.key, row.missing]));
    const fresh = all.filter((query) => !known.has(keyOf(query)));
    const retagged = all.filter((query) => known.get(keyOf(query)) === true);
    const allowance = await trackingAllowance(client, userId, tier, deps.limits);
    const result = {
      site: planned.site,
      allowance,
      created: fresh.length,
      updated: retagged.length,
      skipped: planned.repeated + known.size - retagged.length,
      errors: planned.errors,
      searchesPerMonth: searchesPerMonth(fresh),
      checksQueued: 0,
      unsupported: planned.unsupported,
    };
    if (request.dryRun || all.length === 0) return result;

    const siteIsNew = (await selectSiteSettings(client, userId, planned.site)) === undefined;
    const ids = await insertScheduledChecks(client, userId, fresh, now);
    await assertWithinScheduleLimit(client, userId, tier, ids.length, deps.limits);
    await client.query(
      `update scheduled_checks s
          set tags = array(select distinct t from unnest(s.tags || r.tags) t order by t), updated_at = $3
         from jsonb_to_recordset($2::jsonb) as r(keyword_key text, search_engine text, location text, device text, tags text[])
        where s.user_id = $1 and s.website_url = $4 and s.keyword_key = r.keyword_key and s.search_engine = r.search_engine
          and s.location = r.location and s.device = r.device
          and cardinality(array(select distinct t from unnest(s.tags || r.tags) t)) <= ${MAX_TAGS}`,
      [
        userId,
        JSON.stringify(retagged.map((q) => ({ keyword_key: keywordKey(q.keyword), search_engine: q.searchEngine, location: q.location, device: q.device, tags: q.tags ?? [] }))),
        now,
        planned.site,
      ],
    );
    // Alerts chosen at set-up: how loudly a new site alerts (an existing one keeps its setting, changed on its
    // page), and e-mails as one daily digest.
    if (request.alertMode !== undefined && siteIsNew) await updateSiteAlertMode(client, userId, planned.site, request.alertMode, now);
    if (request.alertDigest) await turnOnAlertDigest(client, userId, DEFAULT_DIGEST_HOUR, now);
    const checksQueued = await queueRunsNow(client, deps.jobSchema, userId, ids, now);
    return { ...result, created: ids.length, checksQueued };
  });
}
