import type { Queryable } from '../pool';

/** Where an engine's redirect link leads, when resolved less than ttlSeconds ago. */
export async function getSerpLinkTargets(db: Queryable, links: readonly string[], ttlSeconds: number): Promise<Map<string, string>> {
  if (links.length === 0) return new Map();
  const { rows } = await db.query<{ link: string; url: string }>(
    `select link, url from serp_link_targets
      where link = any($1::text[]) and resolved_at > now() - make_interval(secs => $2)`,
    [links, ttlSeconds],
  );
  return new Map(rows.map((row) => [row.link, row.url]));
}

export async function saveSerpLinkTarget(db: Queryable, link: string, url: string): Promise<void> {
  await db.query(
    `insert into serp_link_targets (link, url) values ($1, $2)
     on conflict (link) do update set url = excluded.url, resolved_at = now()`,
    [link, url],
  );
}

/** Deletes resolutions older than ttlSeconds; returns how many. */
export async function deleteExpiredSerpLinkTargets(db: Queryable, ttlSeconds: number): Promise<number> {
  const result = await db.query('delete from serp_link_targets where resolved_at <= now() - make_interval(secs => $1)', [ttlSeconds]);
  return result.rowCount ?? 0;
}
