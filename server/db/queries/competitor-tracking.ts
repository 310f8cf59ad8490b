import type { Queryable } from '../pool';

export interface CompetitorTrackingRow {
  id: string;
  competitor_url: string;
  competitor_name: string | null;
  keywords: string[];
  locations: string[];
  search_engines: string[];
  auto_track: boolean;
  notification_preferences: { rank_change?: boolean; milestone?: boolean };
  created_at: Date;
  updated_at: Date;
}

/** What is stored for a tracked competitor (every column a user sets). */
export interface CompetitorFields {
  competitorUrl: string;
  competitorName: string | null;
  keywords: string[];
  locations: string[];
  searchEngines: string[];
  autoTrack: boolean;
  notificationPreferences: { rankChange: boolean; milestone: boolean };
}

const COLUMNS = `id::text, competitor_url, competitor_name, keywords, locations, search_engines, auto_track, notification_preferences,
  created_at, updated_at`;

const values = (fields: CompetitorFields) => [
  fields.competitorUrl,
  fields.competitorName,
  fields.keywords,
  fields.locations,
  fields.searchEngines,
  fields.autoTrack,
  JSON.stringify({ rank_change: fields.notificationPreferences.rankChange, milestone: fields.notificationPreferences.milestone }),
];

/** The user's tracked competitors, oldest first (the order they were added in). */
export async function selectCompetitors(db: Queryable, userId: string): Promise<CompetitorTrackingRow[]> {
  const { rows } = await db.query<CompetitorTrackingRow>(`select ${COLUMNS} from competitor_tracking where user_id = $1 order by competitor_tracking.id`, [userId]);
  return rows;
}

/** One of the user's tracked competitors; undefined when the id is not theirs. */
export async function selectCompetitor(db: Queryable, userId: string, id: string): Promise<CompetitorTrackingRow | undefined> {
  const { rows } = await db.query<CompetitorTrackingRow>(`select ${COLUMNS} from competitor_tracking where user_id = $1 and id = $2`, [userId, id]);
  return rows[0];
}

/** The user's tracked competitors among `urls` (display form), for a saved check's competitors. */
export async function selectCompetitorsByUrl(db: Queryable, userId: string, urls: readonly string[]): Promise<CompetitorTrackingRow[]> {
  if (urls.length === 0) return [];
  const { rows } = await db.query<CompetitorTrackingRow>(
    `select ${COLUMNS} from competitor_tracking where user_id = $1 and competitor_url = any($2::text[]) order by competitor_tracking.id`,
    [userId, urls],
  );
  return rows;
}

export async function countCompetitors(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from competitor_tracking where user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

/** Adds a tracked competitor; undefined when the user already tracks that URL (unique per user and URL). */
export async function insertCompetitor(db: Queryable, userId: string, fields: CompetitorFields, now: Date): Promise<CompetitorTrackingRow | undefined> {
  const { rows } = await db.query<CompetitorTrackingRow>(
    `insert into competitor_tracking (user_id, competitor_url, competitor_name, keywords, locations, search_engines, auto_track,
                                      notification_preferences, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $9)
     on conflict (user_id, competitor_url) do nothing
     returning ${COLUMNS}`,
    [userId, ...values(fields), now],
  );
  return rows[0];
}

export type UpdateOutcome = { kind: 'updated'; row: CompetitorTrackingRow } | { kind: 'not-found' } | { kind: 'duplicate' };

// PostgreSQL's unique_violation: the new URL is one the user already tracks under another id.
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * Replaces one of the user's tracked competitors. 'duplicate' when its new URL is one the user already tracks
 * under another id (the unique constraint decides, so two racing changes cannot both pass). Not for use inside
 * a transaction: the refused update would abort it.
 */
export async function updateCompetitor(db: Queryable, userId: string, id: string, fields: CompetitorFields, now: Date): Promise<UpdateOutcome> {
  try {
    const { rows } = await db.query<CompetitorTrackingRow>(
      `update competitor_tracking
          set competitor_url = $3, competitor_name = $4, keywords = $5, locations = $6, search_engines = $7, auto_track = $8,
              notification_preferences = $9::jsonb, updated_at = $10
        where user_id = $1 and id = $2
       returning ${COLUMNS}`,
      [userId, id, ...values(fields), now],
    );
    const row = rows[0];
    return row ? { kind: 'updated', row } : { kind: 'not-found' };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'duplicate' };
    throw error;
  }
}

/** Removes one of the user's tracked competitors; false when the id is not theirs. */
export async function deleteCompetitor(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from competitor_tracking where user_id = $1 and id = $2', [userId, id]);
  return (rowCount ?? 0) > 0;
}
