import type { TrackedQueryDetail } from '../../../contracts/tracking';
import { matchesTarget, parseTarget, type Target } from '../../../core/ranking';
import { citationRate, weeklyCitationRate } from '../../../core/ranking/ai-answer-sample';
import { AI_ANSWER_ENGINES } from '../../../core/search/ai-answers';
import { keywordKey } from '../../../core/search/query-identity';
import { selectAiAnswerSamples } from '../../db/queries/ai-answer-samples';
import type { Queryable } from '../../db/pool';
import { selectQuerySeoChanges, selectSiteNotifications, selectTrackedQuery, selectTrackedSerp } from '../../db/queries/tracked-query-detail';
import { AppError } from '../../errors';
import { siteOf } from './site-of';

const SEO_CHANGES_LISTED = 10;
/** The window AI answer rates are over, and the samples read for it: a daily query and both engines fit. */
const AI_ANSWER_DAYS = 90;
const AI_ANSWER_SAMPLES_READ = 1000;
const AI_ANSWER_SAMPLES_LISTED = 12;
const ALERTS_LISTED = 10;
/** Notifications read to find this keyword's among the site's (they store the keyword as checked). */
const NOTIFICATIONS_READ = 200;

const targetOf = (url: string): Target | null => {
  const parsed = parseTarget(url);
  return parsed.ok ? parsed.target : null;
};

/**
 * One tracked query's detail: its latest results page with the site and its competitors marked by the same URL
 * rules as ranks, the checks whose ranking page changed, its latest alerts, and how often the AI answers it
 * samples cited the site over the last 90 days. 404 for another user's query.
 */
export async function getKeywordDetail(db: Queryable, userId: string, named: string, id: string, now: Date): Promise<TrackedQueryDetail> {
  const site = await siteOf(db, userId, named);
  const query = await selectTrackedQuery(db, userId, site, id);
  if (!query) throw new AppError('NOT_FOUND', 'This keyword is not tracked for this site.');
  const [serp, seoChanges, notifications, samples] = await Promise.all([
    selectTrackedSerp(db, query.id),
    selectQuerySeoChanges(db, userId, query, SEO_CHANGES_LISTED),
    selectSiteNotifications(db, userId, query, NOTIFICATIONS_READ),
    selectAiAnswerSamples(db, userId, { websiteUrl: query.website_url, keyword: query.keyword, location: query.location, device: query.device }, new Date(now.getTime() - AI_ANSWER_DAYS * 86_400_000), AI_ANSWER_SAMPLES_READ),
  ]);
  const siteTarget = targetOf(query.website_url);
  const competitors = query.competitor_urls.flatMap((url) => {
    const target = targetOf(url);
    return target ? [{ url, target }] : [];
  });
  const holderOf = (url: string): string | null => {
    if (url === '') return null;
    if (siteTarget && matchesTarget(siteTarget, url)) return 'site';
    return competitors.find((competitor) => matchesTarget(competitor.target, url))?.url ?? null;
  };
  return {
    id: query.id,
    serp: serp
      ? {
          checkedAt: serp.checked_at.toISOString(),
          results: serp.results.map((result, index) => ({ position: index + 1, url: result.url, title: result.title, holder: holderOf(result.url) })),
        }
      : null,
    seoChanges: seoChanges.map((row) => ({ checkedAt: row.checked_at.toISOString(), changes: row.changes })),
    alerts: notifications
      .filter((row) => row.keyword !== null && keywordKey(row.keyword) === query.keyword_key)
      .slice(0, ALERTS_LISTED)
      .map((row) => ({ createdAt: row.created_at.toISOString(), title: row.title, message: row.message })),
    aiAnswers: AI_ANSWER_ENGINES.filter((engine) => query.ai_answers.includes(engine) || samples.some((sample) => sample.engine === engine)).map((engine) => {
      const own = samples.filter((sample) => sample.engine === engine);
      return {
        engine,
        sampling: query.ai_answers.includes(engine),
        ...citationRate(own),
        weekly: weeklyCitationRate(own.map((sample) => ({ state: sample.state, sampledAt: sample.sampled_at }))),
        recent: own.slice(0, AI_ANSWER_SAMPLES_LISTED).map((sample) => ({
          sampledAt: sample.sampled_at.toISOString(),
          state: sample.state,
          sitePosition: sample.site_position,
          sources: sample.sources,
          competitors: sample.competitors,
        })),
      };
    }),
  };
}
