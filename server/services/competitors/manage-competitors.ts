import {
  MAX_TRACKED_COMPETITORS,
  type Competitor,
  type CompetitorList,
  type ParsedCompetitorInput,
  type ParsedCompetitorPatch,
} from '../../../contracts/competitor';
import { withTransaction, type Pool, type Queryable } from '../../db/pool';
import {
  countCompetitors,
  deleteCompetitor,
  insertCompetitor,
  selectCompetitor,
  selectCompetitors,
  updateCompetitor,
  type CompetitorFields,
} from '../../db/queries/competitor-tracking';
import { AppError } from '../../errors';
import { assertCompetitorTracking } from './competitor-access';
import { toCompetitorDto, toCompetitorFields } from './competitor-views';

export const notFound = () => new AppError('NOT_FOUND', 'This competitor was not found.', 404);
const alreadyTracked = (url: string) => new AppError('ALREADY_EXISTS', `You already track ${url}.`, 409);

const toFields = (input: ParsedCompetitorInput): CompetitorFields => ({ ...input, competitorName: input.competitorName ?? null });

/** The user's tracked competitors, oldest first, and how many they may track. */
export async function listCompetitors(db: Queryable, userId: string, now: Date): Promise<CompetitorList> {
  await assertCompetitorTracking(db, userId, now);
  return { items: (await selectCompetitors(db, userId)).map(toCompetitorDto), max: MAX_TRACKED_COMPETITORS };
}

/**
 * Starts tracking a competitor. The cap is counted under a per-user lock, so parallel requests cannot pass it
 * together; a URL the user already tracks is refused (unique per user and URL).
 */
export async function createCompetitor(pool: Pool, userId: string, input: ParsedCompetitorInput, now: Date): Promise<Competitor> {
  await assertCompetitorTracking(pool, userId, now);
  return withTransaction(pool, async (db) => {
    await db.query(`select pg_advisory_xact_lock(hashtextextended('competitor_tracking:' || $1, 0))`, [userId]);
    if ((await countCompetitors(db, userId)) >= MAX_TRACKED_COMPETITORS) {
      throw new AppError('LIMIT_REACHED', `You can track up to ${MAX_TRACKED_COMPETITORS} competitors. Remove one to add another.`, 409);
    }
    const row = await insertCompetitor(db, userId, toFields(input), now);
    if (!row) throw alreadyTracked(input.competitorUrl);
    return toCompetitorDto(row);
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
