import { parseTarget } from '../../../core/ranking';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../errors';

export const SITE_NOT_FOUND = 'This site is not among your tracked sites.';

/**
 * The tracked site a path names: as stored (its display form, "example.com" or "example.com/blog"), or any
 * spelling of it ("https://www.Example.com/"). 404 NOT_FOUND when the user does not track it.
 */
export async function siteOf(db: Queryable, userId: string, named: string): Promise<string> {
  const parsed = parseTarget(named);
  const candidates = [...new Set([named, ...(parsed.ok ? [parsed.target.display] : [])])];
  const { rows } = await db.query<{ website_url: string }>(
    'select website_url from tracked_sites where user_id = $1 and website_url = any($2::text[]) limit 1',
    [userId, candidates],
  );
  const site = rows[0]?.website_url;
  if (!site) throw new AppError('NOT_FOUND', SITE_NOT_FOUND);
  return site;
}
