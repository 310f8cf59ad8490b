import type { OnPage, SeoChange } from '../../../contracts/seo-snapshot';
import type { Queryable } from '../pool';

export type PageSpeedSkipped = 'not_configured' | 'sign_in' | 'blocked';

/** Who a snapshot belongs to: a signed-in user, or a guest by their keyed address hash. */
export type SnapshotOwner = { userId: string } | { guestKey: string };

export interface SeoSnapshotRow {
  id: string;
  url: string;
  on_page: OnPage | null;
  on_page_error: { code: string; message: string } | null;
  pagespeed_run_id: string | null;
  pagespeed_skipped: PageSpeedSkipped | null;
  changes: SeoChange[] | null;
  created_at: Date;
}

const COLUMNS = 'id, url, on_page, on_page_error, pagespeed_run_id, pagespeed_skipped, changes, created_at';

/** The on-page facts of the newest readable snapshot of `url` taken since `since` (the one-hour cache). */
export async function selectCachedOnPage(db: Queryable, url: string, since: Date): Promise<OnPage | undefined> {
  const { rows } = await db.query<{ on_page: OnPage }>(
    `select on_page from seo_snapshots where url = $1 and on_page is not null and created_at >= $2 order by created_at desc limit 1`,
    [url, since],
  );
  return rows[0]?.on_page;
}

export interface NewSeoSnapshot {
  owner: SnapshotOwner;
  url: string;
  onPage: OnPage | null;
  onPageError: { code: string; message: string } | null;
  pageSpeedRunId: string | null;
  pageSpeedSkipped: PageSpeedSkipped | null;
  createdAt: Date;
}

export async function insertSeoSnapshot(db: Queryable, snapshot: NewSeoSnapshot): Promise<SeoSnapshotRow> {
  const { rows } = await db.query<SeoSnapshotRow>(
    `insert into seo_snapshots (user_id, guest_key, url, on_page, on_page_error, pagespeed_run_id, pagespeed_skipped, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [
      'userId' in snapshot.owner ? snapshot.owner.userId : null,
      'guestKey' in snapshot.owner ? snapshot.owner.guestKey : null,
      snapshot.url,
      snapshot.onPage === null ? null : JSON.stringify(snapshot.onPage),
      snapshot.onPageError === null ? null : JSON.stringify(snapshot.onPageError),
      snapshot.pageSpeedRunId,
      snapshot.pageSpeedSkipped,
      snapshot.createdAt,
    ],
  );
  return rows[0]!;
}

/** One snapshot, only when it belongs to `owner` (another user's or guest's id reads as absent). */
export async function selectOwnSeoSnapshot(db: Queryable, owner: SnapshotOwner, id: string): Promise<SeoSnapshotRow | undefined> {
  const byUser = 'userId' in owner;
  const { rows } = await db.query<SeoSnapshotRow>(
    `select ${COLUMNS} from seo_snapshots where id = $1 and ${byUser ? 'user_id = $2' : 'guest_key = $2 and user_id is null'}`,
    [id, byUser ? owner.userId : owner.guestKey],
  );
  return rows[0];
}

export async function updateSnapshotChanges(db: Queryable, id: string, changes: SeoChange[] | null): Promise<void> {
  await db.query('update seo_snapshots set changes = $2 where id = $1', [id, changes === null ? null : JSON.stringify(changes)]);
}

/**
 * Deletes snapshots nobody will read again: guests' taken before `guestsBefore`, and users' taken before
 * `unsavedBefore` that no saved check refers to (history compares against the ones it refers to).
 */
export async function deleteStaleSnapshots(db: Queryable, guestsBefore: Date, unsavedBefore: Date): Promise<number> {
  const { rowCount } = await db.query(
    `delete from seo_snapshots s
      where (s.guest_key is not null and s.created_at < $1)
         or (s.user_id is not null and s.created_at < $2
             and not exists (select 1 from search_history h where h.seo_snapshot_id = s.id))`,
    [guestsBefore, unsavedBefore],
  );
  return rowCount ?? 0;
}

export interface SavedCheckRow {
  id: string;
  website_url: string;
  keyword: string;
  keyword_key: string;
  search_engine: string;
  location: string;
  device: string;
  rank_position: number;
  matched_url: string | null;
  source: string | null;
}

/** One of the user's saved checks; undefined when the id is not theirs. */
export async function selectOwnCheck(db: Queryable, userId: string, checkId: string): Promise<SavedCheckRow | undefined> {
  const { rows } = await db.query<SavedCheckRow>(
    `select id::text, website_url, keyword, keyword_key, search_engine, location, device, rank_position, matched_url, source
       from search_history where id = $1 and user_id = $2`,
    [checkId, userId],
  );
  return rows[0];
}

/** The on-page facts saved with the latest earlier check of the same query, if it has readable ones. */
export async function selectPreviousOnPage(db: Queryable, userId: string, check: SavedCheckRow): Promise<OnPage | undefined> {
  const { rows } = await db.query<{ on_page: OnPage }>(
    `select s.on_page from search_history h join seo_snapshots s on s.id = h.seo_snapshot_id
      where h.user_id = $1 and h.website_url = $2 and h.keyword_key = $3 and h.search_engine = $4 and h.location = $5
        and h.device = $6 and h.id < $7 and s.on_page is not null
      order by h.id desc limit 1`,
    [userId, check.website_url, check.keyword_key, check.search_engine, check.location, check.device, check.id],
  );
  return rows[0]?.on_page;
}

export async function attachSnapshotToCheck(db: Queryable, userId: string, checkId: string, snapshotId: string): Promise<void> {
  await db.query('update search_history set seo_snapshot_id = $3 where id = $1 and user_id = $2', [checkId, userId, snapshotId]);
}
