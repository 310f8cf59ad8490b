import {
  MAX_TRACKED_COMPETITORS,
  type Competitor,
  type CompetitorList,
  type ParsedCompetitorInput,
  type ParsedCompetitorPatch,
} from '../../../contracts/competitor';
import { withTransaction, type Pool, type Queryable } from '../../db/pool';
import { cleanKeywords } from '../../../core/competitors/keyword-match';
import {
  countCompetitors,
  deleteCompetitor,
  insertCompetitor,
  selectCompetitor,
  selectCompetitors,
  selectCompetitorsByUrl,
  updateCompetitor,
  type CompetitorFields,
  type CompetitorTrackingRow,
} from '../../db/queries/competitor-tracking';
import { AppError } from '../../errors';
import { MAX_COMPETITOR_KEYWORDS } from '../../../contracts/competitor';
import { assertCompetitorTracking } from './competitor-access';
import { toCompetitorDto, toCompetitorFields } from './competitor-views';

export const notFound = () => new AppError('NOT_FOUND', 'This competitor was not found.');
const alreadyTracked = (url: string) => new AppError('ALREADY_EXISTS', `You already track ${url}.`);

const toFields = (input: ParsedCompetitorInput): CompetitorFields => ({ ...input, competitorName: input.competitorName ?? null });

/** The user's tracked competitors, oldest first, and how many they may track. */
export async function listCompetitors(db: Queryable, userId: string, now: Date): Promise<CompetitorList> {
  await assertCompetitorTracking(db, userId, now);
  return { items: (await selectCompetitors(db, userId)).map(toCompetitorDto), max: MAX_TRACKED_COMPETITORS };
}

/** What POST answers: the competitor, and whether it was added (201) or one already tracked was updated (200). */
export interface TrackOutcome {
  competitor: Competitor;
  created: boolean;
}

const union = <T>(kept: readonly T[], added: readonly T[]): T[] => [...new Set([...kept, ...added])];

/**
 * The spec's upsert on user and URL, without losing what was saved: a competitor already tracked gains the
 * keywords (by their key), locations and engines sent, and the name when one is sent; its auto-track and
 * notification choices stay as they are (the edit form changes those).
 */
function mergeInto(row: CompetitorTrackingRow, input: ParsedCompetitorInput): CompetitorFields {
  const existing = toCompetitorFields(row);
  const keywords = cleanKeywords([...existing.keywords, ...input.keywords]);
  if (keywords.length > MAX_COMPETITOR_KEYWORDS) {
    throw new AppError(
      'INVALID_INPUT',
      `${existing.competitorUrl} is already tracked for ${existing.keywords.length} keywords; with these it would be more than ${MAX_COMPETITOR_KEYWORDS}.`,
    );
  }
  return {
    ...existing,
    competitorName: input.competitorName ?? existing.competitorName,
    keywords,
    locations: union(existing.locations, input.locations),
    searchEngines: union(existing.searchEngines, input.searchEngines),
  };
}

/**
 * Starts tracking a competitor, or updates one the user already tracks (unique per user and URL). The cap is
 * counted under a per-user lock, so parallel requests cannot pass it together; updating never counts.
 */
export async function trackCompetitor(pool: Pool, userId: string, input: ParsedCompetitorInput, now: Date): Promise<TrackOutcome> {
  await assertCompetitorTracking(pool, userId, now);
  return withTransaction(pool, async (db) => {
    await db.query(`select pg_advisory_xact_lock(hashtextextended('competitor_tracking:' || $1, 0))`, [userId]);
    const [tracked] = await selectCompetitorsByUrl(db, userId, [input.competitorUrl]);
    if (tracked) {
      const outcome = await updateCompetitor(db, userId, tracked.id, mergeInto(tracked, input), now);
      if (outcome.kind !== 'updated') throw notFound();
      return { competitor: toCompetitorDto(outcome.row), created: false };
    }
    if ((await countCompetitors(db, userId)) >= MAX_TRACKED_COMPETITORS) {
      throw new AppError('LIMIT_REACHED', `You can track up to ${MAX_TRACKED_COMPETITORS} competitors. Remove one to add another.`);
    }
    const row = await insertCompetitor(db, userId, toFields(input), now);
    // The lock serialises this user's adds, so the URL cannot have been taken since it was looked up.
    if (!row) throw new Error('competitor_tracking insert found the URL taken under the user lock');
    return { competitor: toCompetitorDto(row), created: true };
  });
}

async function saveFields(db: Queryable, userId: string, id: string, fields: CompetitorFields, now: Date): Promise<Competitor> {
  const outcome = await updateCompetitor(db, userId, id, fields, now);
  if (outcome.kind === 'not-found') throw notFound();
  if (outcome.kind === 'duplicate') throw alreadyTracked(fields.competitorUrl);
  return toCompetitorDto(outcome.row);
}

/** PUT: every field as sent, the spec's defaults for those left out. */
export async function replaceCompetitor(db: Queryable, userId: string, id: string, input: ParsedCompetitorInput, now: Date): Promise<Competitor> {
  await assertCompetitorTracking(db, userId, now);
  return saveFields(db, userId, id, toFields(input), now);
}

/** PATCH: only the fields sent change. */
export async function patchCompetitor(db: Queryable, userId: string, id: string, patch: ParsedCompetitorPatch, now: Date): Promise<Competitor> {
  await assertCompetitorTracking(db, userId, now);
  const existing = await selectCompetitor(db, userId, id);
  if (!existing) throw notFound();
  const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<CompetitorFields>;
  return saveFields(db, userId, id, { ...toCompetitorFields(existing), ...sent }, now);
}

export async function removeCompetitor(db: Queryable, userId: string, id: string, now: Date): Promise<void> {
  await assertCompetitorTracking(db, userId, now);
  if (!(await deleteCompetitor(db, userId, id))) throw notFound();
}
