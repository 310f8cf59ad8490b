/*
 * The background jobs of SEO snapshots: their names. The handlers are in seo-snapshot-tasks.ts; the work itself
 * in services/seo-snapshot.
 */

/** Measures a page with PageSpeed Insights for a `pagespeed_runs` row: payload `{ runId }`. */
export const RUN_PAGESPEED = 'run_pagespeed';
/** Takes the snapshot of a check saved with no browser watching (a scheduled run): payload `{ userId, checkId }`. */
export const SNAPSHOT_SAVED_CHECK = 'snapshot_saved_check';
