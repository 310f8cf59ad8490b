import type { AiAnswerSample } from '../../../core/ranking/ai-answer-sample';
import type { AiAnswerEngine } from '../../../core/search/ai-answers';
import { keywordKey } from '../../../core/search/query-identity';
import type { Queryable } from '../pool';

/** The tracked query a sample is of (search_history's identity, without the engine the rank came from). */
export interface AiAnswerQuery {
  websiteUrl: string;
  keyword: string;
  location: string;
  device: string;
}

export async function insertAiAnswerSample(
  db: Queryable,
  userId: string,
  query: AiAnswerQuery,
  engine: AiAnswerEngine,
  sample: AiAnswerSample,
  sampledAt: Date,
  source: string,
): Promise<void> {
  await db.query(
    `insert into ai_answer_samples (user_id, website_url, keyword, keyword_key, location, device, engine, sampled_at, state, site_position, sources, competitors, source)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13)`,
    [userId, query.websiteUrl, query.keyword, keywordKey(query.keyword), query.location, query.device, engine, sampledAt, sample.state, sample.sitePosition, sample.sources, JSON.stringify(sample.competitors), source],
  );
}

export interface AiAnswerSampleRow {
  engine: AiAnswerEngine;
  sampled_at: Date;
  state: AiAnswerSample['state'];
  site_position: number | null;
  sources: number;
  competitors: AiAnswerSample['competitors'];
}

/** A query's samples since `since`, newest first, at most `limit` (one range read of ai_answer_samples_query). */
export async function selectAiAnswerSamples(db: Queryable, userId: string, query: AiAnswerQuery, since: Date, limit: number): Promise<AiAnswerSampleRow[]> {
  const { rows } = await db.query<AiAnswerSampleRow>(
    `select engine, sampled_at, state, site_position, sources, competitors
       from ai_answer_samples
      where user_id = $1 and website_url = $2 and keyword_key = $3 and location = $4 and device = $5 and sampled_at >= $6
      order by sampled_at desc, id desc
      limit $7`,
    [userId, query.websiteUrl, keywordKey(query.keyword), query.location, query.device, since, limit],
  );
  return rows;
}
