import type { AiOverviewFilter } from '../../../contracts/serp-features';
import { keywordKey } from '../../../core/search/query-identity';
import { aiOverviewCondition, featuresHeldCondition } from './serp-feature-where';

/** Filters on one user's search_history, with the day range already turned into instants. */
export interface HistoryWhere {
  userId: string;
  site?: string | undefined;
  /** Any spelling of the keyword: checks are matched by its key. */
  keyword?: string | undefined;
  engine?: string | undefined;
  location?: string | undefined;
  device?: string | undefined;
  /** Only checks of a query tracked with this tag. */
  tag?: string | undefined;
  /** Only checks whose AI Overview stood so (unknown matches none). */
  aiOverview?: AiOverviewFilter | undefined;
  /** Only checks where the site held any of these SERP features. */
  features?: readonly string[] | undefined;
  /** Inclusive lower bound of checked_at. */
  since?: Date | undefined;
  /** Exclusive upper bound of checked_at. */
  before?: Date | undefined;
}

/** Collects positional parameters while a statement is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];
  /** Adds a value and returns its placeholder ($1, $2, ...). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The where clause of every history read (list, count, export, bulk delete) over alias `h`. Always starts
 * with user_id, so each of them reads only the caller's rows and every index it can use leads with user_id.
 */
export function historyWhereSql(where: HistoryWhere, params: SqlParams): string {
  const clauses = [`h.user_id = ${params.add(where.userId)}`];
  if (where.site !== undefined) clauses.push(`h.website_url = ${params.add(where.site)}`);
  if (where.keyword !== undefined) clauses.push(`h.keyword_key = ${params.add(keywordKey(where.keyword))}`);
  if (where.engine !== undefined) clauses.push(`h.search_engine = ${params.add(where.engine)}`);
  if (where.location !== undefined) clauses.push(`h.location = ${params.add(where.location)}`);
  if (where.device !== undefined) clauses.push(`h.device = ${params.add(where.device)}`);
  if (where.tag !== undefined) {
    // A tag belongs to tracked queries: a check carries it when its query identity is tracked with the tag.
    clauses.push(
      `(h.website_url, h.keyword_key, h.search_engine, h.location, h.device) in
         (select s.website_url, s.keyword_key, s.search_engine, s.location, s.device from scheduled_checks s
           where s.user_id = ${params.add(where.userId)} and s.tags @> array[${params.add(where.tag)}]::text[])`,
    );
  }
  if (where.aiOverview !== undefined) clauses.push(aiOverviewCondition('h.ai_overview', where.aiOverview));
  if (where.features?.length) clauses.push(featuresHeldCondition('h.serp_features', params.add(where.features)));
  if (where.since !== undefined) clauses.push(`h.checked_at >= ${params.add(where.since)}`);
  if (where.before !== undefined) clauses.push(`h.checked_at < ${params.add(where.before)}`);
  return clauses.join(' and ');
}
